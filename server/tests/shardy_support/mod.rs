//! Support for the differential test against Shardy itself: a seeded
//! generator of random sdy-annotated StableHLO modules, and a driver that
//! runs Shardy's `sdy-propagation-pipeline` (from jaxlib, through
//! ../shared/tools/shardy_oracle.py) on many modules in one Python process.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// SplitMix64: small, seeded, good enough to pick program shapes.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

type Shape = Vec<i64>;

fn ty(shape: &[i64]) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str("f32>");
    s
}

/// Sizes a generated dimension takes; 6 and 12 make some shardings uneven.
const DIM_SIZES: [i64; 7] = [2, 4, 8, 8, 16, 16, 12];

/// One random function on a random mesh of 1–3 axes.
struct Gen<'r> {
    rng: &'r mut Rng,
    axes: Vec<(&'static str, i64)>,
    body: String,
    args: Vec<(String, Shape)>,
    pool: Vec<(String, Shape)>,
    next: usize,
    op_shardings: bool,
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, text: String) {
        self.body.push_str("    ");
        self.body.push_str(&text);
        self.body.push('\n');
    }

    fn shape(&mut self, rank: usize) -> Shape {
        (0..rank).map(|_| self.rng.pick(&DIM_SIZES)).collect()
    }

    /// A new function argument of this shape.
    fn arg(&mut self, shape: Shape) -> String {
        let name = format!("%arg{}", self.args.len());
        self.args.push((name.clone(), shape.clone()));
        self.pool.push((name.clone(), shape));
        name
    }

    /// A value of the pool, recent ones more likely.
    fn operand(&mut self) -> (String, Shape) {
        let n = self.pool.len();
        let i = if self.rng.chance(60) {
            n - 1 - self.rng.below(n.min(3))
        } else {
            self.rng.below(n)
        };
        self.pool[i].clone()
    }

    /// A value of this shape: an existing one or a new argument.
    fn operand_of(&mut self, shape: &Shape) -> String {
        let same: Vec<String> = self
            .pool
            .iter()
            .filter(|(_, s)| s == shape)
            .map(|(n, _)| n.clone())
            .collect();
        if !same.is_empty() && self.rng.chance(50) {
            self.rng.pick(&same)
        } else {
            self.arg(shape.clone())
        }
    }

    fn result(&mut self, shape: Shape) -> String {
        let name = self.fresh();
        self.pool.push((name.clone(), shape));
        name
    }

    /// A random partial `#sdy.sharding` body (`@mesh, [{"a", ?}, {}p1]`).
    fn sharding(&mut self, rank: usize) -> String {
        let mut dims: Vec<Vec<String>> = vec![Vec::new(); rank];
        let mut replicated = Vec::new();
        let mut axes = self.axes.clone();
        self.rng.shuffle(&mut axes);
        for (name, size) in axes {
            let roll = self.rng.below(100);
            if rank > 0 && roll < 55 {
                let d = self.rng.below(rank);
                if size == 4 && self.rng.chance(12) {
                    // A sub-axis, major or minor half.
                    let pre = self.rng.pick(&[1, 2]);
                    dims[d].push(format!("\"{name}\":({pre})2"));
                } else {
                    dims[d].push(format!("\"{name}\""));
                }
            } else if roll < 62 {
                replicated.push(name);
            }
        }
        // Shardy wants replicated axes in mesh order.
        let order: Vec<&str> = self.axes.iter().map(|a| a.0).collect();
        replicated.sort_by_key(|n| order.iter().position(|o| o == n));
        let replicated: Vec<String> = replicated.iter().map(|n| format!("\"{n}\"")).collect();
        let dims: Vec<String> = dims
            .into_iter()
            .map(|axes| {
                let open = self.rng.chance(40);
                let mut s = format!("{{{}", axes.join(", "));
                if open {
                    s.push_str(if axes.is_empty() { "?" } else { ", ?" });
                }
                s.push('}');
                if (open || !axes.is_empty()) && self.rng.chance(12) {
                    s.push_str(&format!("p{}", self.rng.below(3)));
                }
                s
            })
            .collect();
        let mut s = format!("@mesh, [{}]", dims.join(", "));
        if !replicated.is_empty() {
            s.push_str(&format!(", replicated={{{}}}", replicated.join(", ")));
        }
        s
    }

    /// Sometimes a ` {sdy.sharding = #sdy.sharding_per_value<[…]>}` of
    /// the user's own on an op (when `OP_SHARDINGS` is on), else nothing.
    fn op_sharding(&mut self, results: &[Shape]) -> String {
        if !self.op_shardings || !self.rng.chance(15) {
            return String::new();
        }
        let parts: Vec<String> = results
            .iter()
            .map(|shape| format!("<{}>", self.sharding(shape.len())))
            .collect();
        format!(
            " {{sdy.sharding = #sdy.sharding_per_value<[{}]>}}",
            parts.join(", ")
        )
    }

    fn op(&mut self) {
        match self.rng.below(100) {
            0..=14 => {
                let (x, shape) = self.operand();
                let name = self.rng.pick(&["negate", "tanh", "exponential", "abs"]);
                let r = self.result(shape.clone());
                let attr = self.op_sharding(std::slice::from_ref(&shape));
                self.line(format!("{r} = stablehlo.{name} {x}{attr} : {}", ty(&shape)));
            }
            15..=32 => {
                let (x, shape) = self.operand();
                let y = self.operand_of(&shape);
                let name = self.rng.pick(&["add", "multiply", "maximum", "subtract"]);
                let (a, b) = if self.rng.chance(50) { (x, y) } else { (y, x) };
                let r = self.result(shape.clone());
                let attr = self.op_sharding(std::slice::from_ref(&shape));
                self.line(format!(
                    "{r} = stablehlo.{name} {a}, {b}{attr} : {}",
                    ty(&shape)
                ));
            }
            33..=47 => self.dot_general(),
            48..=55 => self.broadcast(),
            56..=63 => self.transpose(),
            64..=73 => self.reshape(),
            74..=81 => self.reduce(),
            82..=87 => self.concatenate(),
            _ => {
                let (x, shape) = self.operand();
                let s = self.sharding(shape.len());
                let r = self.result(shape.clone());
                self.line(format!(
                    "{r} = sdy.sharding_constraint {x} <{s}> : {}",
                    ty(&shape)
                ));
            }
        }
    }

    fn dot_general(&mut self) {
        let (lhs, ls) = self.operand();
        if ls.is_empty() {
            return;
        }
        let rank = ls.len();
        let mut dims: Vec<usize> = (0..rank).collect();
        self.rng.shuffle(&mut dims);
        let contracting = dims[0];
        let batching: Vec<usize> = if rank >= 3 || (rank == 2 && self.rng.chance(30)) {
            vec![dims[1]]
        } else {
            Vec::new()
        };
        // rhs dims: batching, contracting, one free dim, in a random order.
        let free = self.rng.pick(&DIM_SIZES);
        let mut rhs_roles: Vec<(char, i64)> = batching.iter().map(|&d| ('b', ls[d])).collect();
        rhs_roles.push(('c', ls[contracting]));
        rhs_roles.push(('f', free));
        self.rng.shuffle(&mut rhs_roles);
        let rs: Shape = rhs_roles.iter().map(|r| r.1).collect();
        let rhs = self.operand_of(&rs);
        let rb: Vec<usize> = rhs_roles
            .iter()
            .enumerate()
            .filter(|(_, r)| r.0 == 'b')
            .map(|(i, _)| i)
            .collect();
        let rc = rhs_roles.iter().position(|r| r.0 == 'c').unwrap();
        let mut out: Shape = batching.iter().map(|&d| ls[d]).collect();
        for (d, &size) in ls.iter().enumerate() {
            if d != contracting && !batching.contains(&d) {
                out.push(size);
            }
        }
        out.push(free);
        let list = |v: &[usize]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let batch_text = if batching.is_empty() {
            String::new()
        } else {
            format!("batching_dims = [{}] x [{}], ", list(&batching), list(&rb))
        };
        let r = self.result(out.clone());
        let attr = self.op_sharding(std::slice::from_ref(&out));
        self.line(format!(
            "{r} = stablehlo.dot_general {lhs}, {rhs}, {batch_text}contracting_dims = [{contracting}] x [{rc}]{attr} : ({}, {}) -> {}",
            ty(&ls),
            ty(&rs),
            ty(&out)
        ));
    }

    fn broadcast(&mut self) {
        let (x, shape) = self.operand();
        if shape.len() >= 4 {
            return;
        }
        let at = self.rng.below(shape.len() + 1);
        let mut out = shape.clone();
        out.insert(at, self.rng.pick(&DIM_SIZES));
        let dims: Vec<String> = (0..shape.len())
            .map(|d| if d < at { d } else { d + 1 }.to_string())
            .collect();
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.broadcast_in_dim {x}, dims = [{}] : ({}) -> {}",
            dims.join(", "),
            ty(&shape),
            ty(&out)
        ));
    }

    fn transpose(&mut self) {
        let (x, shape) = self.operand();
        if shape.len() < 2 {
            return;
        }
        let mut perm: Vec<usize> = (0..shape.len()).collect();
        self.rng.shuffle(&mut perm);
        let out: Shape = perm.iter().map(|&d| shape[d]).collect();
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.transpose {x}, dims = [{}] : ({}) -> {}",
            perm.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            ty(&shape),
            ty(&out)
        ));
    }

    fn reshape(&mut self) {
        let (x, shape) = self.operand();
        let mut out = shape.clone();
        if shape.len() >= 2 && self.rng.chance(50) {
            let d = self.rng.below(shape.len() - 1);
            let merged = out[d] * out[d + 1];
            out.splice(d..d + 2, [merged]);
        } else if !shape.is_empty() && shape.len() < 4 {
            let d = self.rng.below(shape.len());
            let size = shape[d];
            let splits: Vec<i64> = (2..size).filter(|p| size % p == 0).collect();
            if splits.is_empty() {
                return;
            }
            let p = self.rng.pick(&splits);
            out.splice(d..d + 1, [p, size / p]);
        } else {
            return;
        }
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.reshape {x} : ({}) -> {}",
            ty(&shape),
            ty(&out)
        ));
    }

    fn reduce(&mut self) {
        let (x, shape) = self.operand();
        if shape.len() < 2 {
            return;
        }
        let d = self.rng.below(shape.len());
        let mut out = shape.clone();
        out.remove(d);
        let init = self.fresh();
        self.line(format!(
            "{init} = stablehlo.constant dense<0.000000e+00> : tensor<f32>"
        ));
        let kind = self.rng.pick(&["add", "maximum"]);
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.reduce({x} init: {init}) applies stablehlo.{kind} across dimensions = [{d}] : ({}, tensor<f32>) -> {}",
            ty(&shape),
            ty(&out)
        ));
    }

    fn concatenate(&mut self) {
        let (x, shape) = self.operand();
        if shape.is_empty() {
            return;
        }
        let d = self.rng.below(shape.len());
        let mut other = shape.clone();
        if self.rng.chance(50) {
            other[d] = self.rng.pick(&DIM_SIZES);
        }
        let y = self.operand_of(&other);
        let mut out = shape.clone();
        out[d] += other[d];
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.concatenate {x}, {y}, dim = {d} : ({}, {}) -> {}",
            ty(&shape),
            ty(&other),
            ty(&out)
        ));
    }
}

/// A random module: one mesh and one function `@main`. Programs from
/// `OP_SHARDING_SEEDS` on also put shardings on some ops' results.
pub fn program(seed: u64) -> String {
    let mut rng = Rng(seed);
    let names = ["a", "b", "c"];
    let n_axes = 1 + rng.below(3);
    let axes: Vec<(&'static str, i64)> =
        (0..n_axes).map(|i| (names[i], rng.pick(&[2, 4]))).collect();
    let mut g = Gen {
        rng: &mut rng,
        axes: axes.clone(),
        body: String::new(),
        args: Vec::new(),
        pool: Vec::new(),
        next: 0,
        op_shardings: seed >= OP_SHARDING_SEEDS,
    };
    for _ in 0..1 + g.rng.below(2) {
        let rank = 1 + g.rng.below(3);
        let shape = g.shape(rank);
        g.arg(shape);
    }
    let ops = 2 + g.rng.below(7);
    for _ in 0..ops {
        g.op();
    }
    // Return every value nothing uses (Shardy erases dead ops), the last
    // one first, and sometimes another one.
    let body_text = g.body.clone();
    let used = |name: &str| {
        body_text
            .split(|c: char| !(c.is_alphanumeric() || c == '%' || c == '_'))
            .filter(|w| *w == name)
            .count()
            > 1
    };
    let mut returned: Vec<(String, Shape)> = g
        .pool
        .iter()
        .rev()
        .filter(|(n, _)| n.starts_with("%v") && !used(n))
        .cloned()
        .collect();
    if returned.is_empty() || (g.pool.len() > 2 && g.rng.chance(20)) {
        let other = g.pool[g.rng.below(g.pool.len())].clone();
        returned.push(other);
    }
    let args: Vec<String> = g
        .args
        .clone()
        .iter()
        .map(|(name, shape)| {
            if g.rng.chance(65) {
                let s = g.sharding(shape.len());
                format!(
                    "{name}: {} {{sdy.sharding = #sdy.sharding<{s}>}}",
                    ty(shape)
                )
            } else {
                format!("{name}: {}", ty(shape))
            }
        })
        .collect();
    let results: Vec<String> = returned
        .iter()
        .map(|(_, shape)| {
            if g.rng.chance(35) {
                let s = g.sharding(shape.len());
                format!("{} {{sdy.sharding = #sdy.sharding<{s}>}}", ty(shape))
            } else {
                ty(shape)
            }
        })
        .collect();
    let body = std::mem::take(&mut g.body);
    let mesh: Vec<String> = axes.iter().map(|(n, s)| format!("\"{n}\"={s}")).collect();
    format!(
        "module {{\n  sdy.mesh @mesh = <[{}]>\n  func.func @main({}) -> ({}) {{\n{body}    return {} : {}\n  }}\n}}\n",
        mesh.join(", "),
        args.join(", "),
        results.join(", "),
        returned
            .iter()
            .map(|r| r.0.clone())
            .collect::<Vec<_>>()
            .join(", "),
        returned
            .iter()
            .map(|r| ty(&r.1))
            .collect::<Vec<_>>()
            .join(", "),
    )
}

/// Seeds from here on generate op result shardings too (the seeds below
/// keep the programs the first FLOORs were measured on).
pub const OP_SHARDING_SEEDS: u64 = 0x5eed_0001 + 1000;

/// ../shared/tools/shardy_oracle.py, if it is there.
pub fn oracle_script() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/tools/shardy_oracle.py");
    p.is_file().then_some(p)
}

fn python_has_jax(python: &Path) -> bool {
    Command::new(python)
        .args(["-c", "import jax, jaxlib"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A Python with jax 0.10.2: `MESH_ORACLE_PYTHON`, or the venv in
/// ~/.cache/mesh-lsp-oracle (created on first use when pip can reach PyPI).
/// `Err` says why there is none.
pub fn oracle_python() -> Result<PathBuf, String> {
    if let Ok(p) = std::env::var("MESH_ORACLE_PYTHON") {
        let p = PathBuf::from(p);
        return if python_has_jax(&p) {
            Ok(p)
        } else {
            Err(format!(
                "MESH_ORACLE_PYTHON={} cannot import jax",
                p.display()
            ))
        };
    }
    let home = std::env::var("HOME").map_err(|_| "HOME is not set".to_string())?;
    let dir = Path::new(&home).join(".cache/mesh-lsp-oracle");
    let venv = dir.join("venv");
    let python = venv.join("bin/python");
    if python_has_jax(&python) {
        return Ok(python);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    eprintln!(
        "creating {} (pip install jax==0.10.2 jaxlib==0.10.2)",
        venv.display()
    );
    let made = Command::new("python3")
        .args(["-m", "venv"])
        .arg(&venv)
        .status()
        .map_err(|e| format!("python3 -m venv failed: {e}"))?;
    if !made.success() {
        return Err("python3 -m venv failed".into());
    }
    let pip = Command::new(venv.join("bin/pip"))
        .args([
            "install",
            "-q",
            "--disable-pip-version-check",
            "jax==0.10.2",
            "jaxlib==0.10.2",
        ])
        .status()
        .map_err(|e| format!("pip failed to start: {e}"))?;
    if !pip.success() || !python_has_jax(&python) {
        return Err("pip install jax==0.10.2 jaxlib==0.10.2 failed".into());
    }
    Ok(python)
}

/// Separates modules on the driver's standard input and output.
pub const SEPARATOR: &str = "// ===== next module =====";

const DRIVER: &str = r#"
import sys
sys.path.insert(0, sys.argv[1])
import shardy_oracle
from jax._src.interpreters import mlir as jmlir
from jax._src.lib.mlir import passmanager
sep = sys.argv[2]
# The pipeline as it stands at its "after_propagation" dump, before the
# partitioner's explicit reshards: what propagation decided.
with jmlir.make_ir_context():
    full = str(passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)"))
cut = full.find(",func.func(sdy-insert-explicit-reshards")
# (`sdy-save-module` only dumps, and cannot be named in a pipeline.)
pipeline = full[:cut].replace(",sdy-save-module", "") + ")" if cut > 0 else shardy_oracle.DEFAULT_PIPELINE
modules = sys.stdin.read().split(sep + "\n")
out = []
for text in modules:
    try:
        out.append(shardy_oracle.direct(text, pipeline))
    except Exception as e:
        out.append("ORACLE ERROR: " + str(e).replace("\n", " ") + "\n")
sys.stdout.write((sep + "\n").join(out))
"#;

/// Runs Shardy's propagation pipeline on every module, in one process.
/// Each answer is the propagated module or `ORACLE ERROR: …`.
pub fn run_oracle(python: &Path, script: &Path, modules: &[String]) -> Result<Vec<String>, String> {
    let mut child = Command::new(python)
        .arg("-c")
        .arg(DRIVER)
        .arg(script.parent().unwrap())
        .arg(SEPARATOR)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the oracle: {e}"))?;
    let input = modules.join(&format!("{SEPARATOR}\n"));
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("oracle failed: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!(
            "oracle exited with {}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let answers: Vec<String> = text
        .split(&format!("{SEPARATOR}\n"))
        .map(str::to_string)
        .collect();
    if answers.len() != modules.len() {
        return Err(format!(
            "oracle answered {} modules of {}",
            answers.len(),
            modules.len()
        ));
    }
    Ok(answers)
}
