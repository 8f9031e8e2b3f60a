//! The fuzz targets as randomized tests on a stable toolchain.
//!
//! Each test feeds its target the seed corpus (`fuzz/seeds/<target>/`, the
//! examples and the bad-input catalogue), then mutations of it drawn from a
//! seeded xorshift generator. By default a target runs a fixed number of
//! mutated inputs from a fixed seed, so the same commit runs the same inputs
//! on every machine, fast or slow: that is what CI runs. A campaign outside
//! CI (`scripts/fuzz.sh --long`) gives a time budget and a fresh seed.
//!
//! A panic fails the test: the input is written to
//! `fuzz/regressions/<target>/found-<hash>` (which the `regressions` test
//! replays every time, so commit it with the fix) and, when small, printed
//! as hex so it can be recovered from a CI log. An input that runs longer
//! than `FUZZ_INPUT_TIMEOUT` seconds (default 20) is saved the same way and
//! aborts the process.
//!
//! Knobs (environment):
//! - `FUZZ_INPUTS`: mutated inputs per target (default: the target's
//!   [`ci_inputs`] count);
//! - `FUZZ_SECONDS`: run for this long instead of a fixed count (a
//!   campaign; the count is then only a cap of 10^12);
//! - `FUZZ_SEED`: the generator's seed (default fixed);
//! - `FUZZ_REPLAY`: run one file through every target (the `regressions`
//!   test).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

type Target = fn(&[u8]);

const MAX_LEN: usize = 16 * 1024;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_in(dir: &Path, extension: Option<&str>) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .filter(|p| extension.is_none_or(|x| p.extension().is_some_and(|e| e == x)))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The seed inputs of a target.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let root = fuzz_dir();
    let mut seeds: Vec<Vec<u8>> = files_in(&root.join("seeds").join(target), None)
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .collect();
    let catalogue = files_in(&root.join("../tests/bad-inputs"), Some("mlir"));
    let examples = files_in(&root.join("../examples"), Some("mlir"));
    match target {
        "check_bytes" => {
            for path in catalogue.iter().chain(&examples) {
                if let Ok(bytes) = std::fs::read(path) {
                    seeds.push(bytes);
                }
            }
        }
        "document_edits" => {
            // Catalogue files as base texts: selector 0, u16 length, text,
            // then a few edits.
            for path in catalogue.iter().chain(&examples) {
                let Ok(bytes) = std::fs::read(path) else {
                    continue;
                };
                let text = &bytes[..bytes.len().min(4096)];
                let mut input = vec![0u8];
                input.extend((text.len() as u16).to_le_bytes());
                input.extend(text);
                input.extend([0, 40, 0, 3, 4, 4, 200, 1, 2, 11, 7, 10, 0, 0, 21]);
                seeds.push(input);
            }
        }
        _ => {}
    }
    assert!(!seeds.is_empty(), "no seeds for {target}");
    seeds
}

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Tokens mutations insert (the libFuzzer dictionary's, and a few more).
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "(",
    ")",
    "\"",
    ",",
    "=",
    ":",
    "?",
    "@",
    "%",
    "#",
    "-",
    "x",
    "\n",
    "\r\n",
    "\\",
    "0",
    "1",
    "2",
    "-1",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999",
    "@mesh",
    "\"a\"",
    "\"b\":(1)2",
    "{\"a\"}",
    "{?}",
    "p0",
    "sdy.mesh",
    "#sdy.sharding<",
    "device_ids=[",
    "replicated=",
    "unreduced=",
    "mesh<[\"x\"=2]>",
    "shard.grid",
    "split_axes = [[",
    "partial = sum[",
    "halo_sizes = [",
    "(shape = ",
    "2x4",
    "(rank = ",
    "dim_sizes = [",
    "devices=[",
    "<=[",
    "T(1,0)",
    "last_tile_dim_replicate",
    "last_tile_dims={manual}",
    "{replicated}",
    "{maximal device=",
    "shard_as 1",
    "metadata={",
    "func.func @f(",
    "return",
    "tensor<",
    "xf32>",
    "// -----\n",
    "é",
    "𝕏",
    "\u{FFFD}",
    "\0",
    "^bb0(%b: tensor<4xf32>):",
    "mhlo.sharding = \"",
    "sdy.sharding = ",
];

fn mutate(rng: &mut Rng, input: &mut Vec<u8>, seeds: &[Vec<u8>]) {
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = input.len();
        match rng.below(11) {
            0 if len > 0 => {
                let i = rng.below(len);
                input[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                input[i] = b"\0\xff\"{}[]<>,=:x?@%0123456789-"[rng.below(26)];
            }
            2 | 3 => {
                let at = rng.below(len + 1);
                let token = TOKENS[rng.below(TOKENS.len())].as_bytes();
                input.splice(at..at, token.iter().copied());
            }
            4 if len > 0 => {
                let at = rng.below(len);
                let n = 1 + rng.below((len - at).min(32));
                input.drain(at..at + n);
            }
            5 if len > 0 => {
                let at = rng.below(len);
                let n = 1 + rng.below((len - at).min(64));
                let copy: Vec<u8> = input[at..at + n].to_vec();
                let to = rng.below(len + 1);
                input.splice(to..to, copy);
            }
            6 => {
                let other = &seeds[rng.below(seeds.len())];
                if !other.is_empty() {
                    let from = rng.below(other.len());
                    let n = 1 + rng.below((other.len() - from).min(256));
                    let at = rng.below(len + 1);
                    input.splice(at..at, other[from..from + n].iter().copied());
                }
            }
            7 if len > 1 => input.truncate(rng.below(len)),
            8 => {
                // Deep nesting: a run of openers, sometimes closed again.
                let opener = [b'{', b'[', b'<', b'('][rng.below(4)];
                let n = 1 + rng.below(2000);
                let at = rng.below(len + 1);
                input.splice(at..at, std::iter::repeat_n(opener, n));
            }
            9 => {
                // Replace a run of digits by an extreme number.
                if let Some(start) = (0..len)
                    .map(|k| (k + rng.below(len)) % len)
                    .find(|&i| input[i].is_ascii_digit())
                {
                    let end = (start..len)
                        .find(|&i| !input[i].is_ascii_digit())
                        .unwrap_or(len);
                    let value = [
                        "0",
                        "-1",
                        "9223372036854775807",
                        "18446744073709551616",
                        "4294967296",
                        "1048577",
                    ][rng.below(6)];
                    input.splice(start..end, value.bytes());
                }
            }
            _ => {
                let at = rng.below(len + 1);
                let byte = rng.next() as u8;
                input.insert(at, byte);
            }
        }
    }
    input.truncate(MAX_LEN);
}

fn hash_of(input: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    input.hash(&mut h);
    h.finish()
}

/// Saves a failing input where the `regressions` test will replay it, and
/// prints it as hex when it is small enough to copy out of a CI log.
fn save_finding(target: &str, input: &[u8]) -> PathBuf {
    let dir = fuzz_dir().join("regressions").join(target);
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("found-{:016x}", hash_of(input)));
    let _ = std::fs::write(&path, input);
    if input.len() <= 8192 {
        let hex: String = input.iter().map(|b| format!("{b:02x}")).collect();
        eprintln!("{target}: failing input ({} bytes, hex): {hex}", input.len());
    }
    path
}

/// How many mutated inputs a target runs in CI: 15 to 30 seconds each on
/// one core of the project's machines; a slower machine takes longer and
/// runs the same inputs. The parser targets run 50,000 to 90,000 inputs a
/// second, `check_bytes` (the whole pipeline on a file) about 170,
/// `document_edits` (an analysis after each of up to 64 edits) about 55.
fn ci_inputs(target: &str) -> u64 {
    match target {
        "check_bytes" => 3_000,
        "document_edits" => 1_500,
        _ => 1_000_000,
    }
}

/// How long a run lasts: a fixed number of inputs (reproducible anywhere),
/// or a time budget for campaigns.
enum Budget {
    Inputs(u64),
    Until(Instant),
}

impl Budget {
    fn from_env(target: &str) -> Budget {
        match std::env::var("FUZZ_SECONDS").ok().and_then(|v| v.parse().ok()) {
            Some(seconds) => Budget::Until(Instant::now() + Duration::from_secs(seconds)),
            None => Budget::Inputs(env_u64("FUZZ_INPUTS", ci_inputs(target))),
        }
    }

    fn allows(&self, mutated: u64) -> bool {
        match self {
            Budget::Inputs(n) => mutated < *n,
            Budget::Until(deadline) => Instant::now() < *deadline,
        }
    }
}

/// Runs `target` on its seeds and then on mutations, within the budget.
fn run(name: &str, target: Target) {
    let budget = Budget::from_env(name);
    let seed = env_u64("FUZZ_SEED", 0x5e_ed0f_fa22) | 1;
    let input_timeout = Duration::from_secs(env_u64("FUZZ_INPUT_TIMEOUT", 20));
    let corpus = seeds(name);

    // A watchdog: an input that runs too long is saved and the process ends.
    let current: Arc<Mutex<Vec<u8>>> = Arc::new(Mutex::new(Vec::new()));
    let started = Arc::new(AtomicU64::new(u64::MAX));
    let epoch = Instant::now();
    let done = Arc::new(AtomicU64::new(0));
    {
        let (current, started, done) = (current.clone(), started.clone(), done.clone());
        let name = name.to_string();
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(200));
            if done.load(Ordering::Relaxed) == 1 {
                return;
            }
            let since = started.load(Ordering::Relaxed);
            if since != u64::MAX
                && epoch.elapsed().as_millis() as u64 - since > input_timeout.as_millis() as u64
            {
                let input = current.lock().map(|c| c.clone()).unwrap_or_default();
                let path = save_finding(&name, &input);
                eprintln!(
                    "{name}: an input ran longer than {input_timeout:?} (seed {seed:#x}); saved to {}",
                    path.display()
                );
                std::process::abort();
            }
        });
    }

    let mut rng = Rng(seed);
    let executed = std::cell::Cell::new(0u64);
    let execute = |input: &[u8]| {
        *current.lock().unwrap() = input.to_vec();
        started.store(epoch.elapsed().as_millis() as u64, Ordering::Relaxed);
        let outcome = catch_unwind(AssertUnwindSafe(|| target(input)));
        started.store(u64::MAX, Ordering::Relaxed);
        executed.set(executed.get() + 1);
        if let Err(panic) = outcome {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let path = save_finding(name, input);
            done.store(1, Ordering::Relaxed);
            panic!(
                "{name} failed on input {} (seed {seed:#x}), saved to {}: {message}",
                executed.get(),
                path.display()
            );
        }
    };
    for input in &corpus {
        execute(input);
    }
    let mut pool = corpus.clone();
    let mut mutated = 0u64;
    while budget.allows(mutated) {
        let mut input = pool[rng.below(pool.len())].clone();
        mutate(&mut rng, &mut input, &corpus);
        execute(&input);
        mutated += 1;
        // Keep some mutants as parents, so mutations stack up.
        if rng.below(8) == 0 {
            if pool.len() < 4096 {
                pool.push(input);
            } else {
                let i = rng.below(pool.len());
                pool[i] = input;
            }
        }
    }
    done.store(1, Ordering::Relaxed);
    let executed = executed.get();
    eprintln!(
        "{name}: {executed} inputs in {:.1}s (seed {seed:#x}, {} seeds, {mutated} mutated)",
        epoch.elapsed().as_secs_f64(),
        corpus.len()
    );
    assert!(executed as usize >= corpus.len());
}

#[test]
fn check_bytes() {
    run("check_bytes", mesh_lsp_fuzz::check_bytes);
}

#[test]
fn sdy_parsers() {
    run("sdy_parsers", mesh_lsp_fuzz::sdy_parsers);
}

#[test]
fn mesh_family_parsers() {
    run("mesh_family_parsers", mesh_lsp_fuzz::mesh_family_parsers);
}

#[test]
fn gspmd_parsers() {
    run("gspmd_parsers", mesh_lsp_fuzz::gspmd_parsers);
}

#[test]
fn document_edits() {
    run("document_edits", mesh_lsp_fuzz::document_edits);
}

/// Inputs that once failed (`fuzz/regressions/<target>/`), through their
/// target; and with `FUZZ_REPLAY=<file>`, that file through every target
/// (for inputs libFuzzer or the tests above saved), then edit by edit
/// through `document_edits_stepwise`, which names the first diverging edit.
#[test]
fn regressions() {
    let targets: [(&str, Target); 5] = [
        ("check_bytes", mesh_lsp_fuzz::check_bytes),
        ("sdy_parsers", mesh_lsp_fuzz::sdy_parsers),
        ("mesh_family_parsers", mesh_lsp_fuzz::mesh_family_parsers),
        ("gspmd_parsers", mesh_lsp_fuzz::gspmd_parsers),
        ("document_edits", mesh_lsp_fuzz::document_edits_stepwise),
    ];
    let mut count = 0;
    for (name, target) in targets {
        for path in files_in(&fuzz_dir().join("regressions").join(name), None) {
            let input = std::fs::read(&path).unwrap();
            let outcome = catch_unwind(AssertUnwindSafe(|| target(&input)));
            assert!(outcome.is_ok(), "{name} fails on {}", path.display());
            count += 1;
        }
    }
    assert!(count >= 8, "only {count} regression inputs");
    if let Ok(path) = std::env::var("FUZZ_REPLAY") {
        let input = std::fs::read(&path).expect("FUZZ_REPLAY names a readable file");
        for (_, target) in targets {
            target(&input);
        }
    }
}
