//! Support for the differential test against Shardy itself: a seeded
//! generator of random sdy-annotated StableHLO modules, and a driver that
//! runs Shardy's `sdy-propagation-pipeline` (from jaxlib, through
//! ../shared/tools/shardy_oracle.py) on many modules in one Python process.

#![allow(dead_code)]

use mesh_lsp::annotations::{self, Slot};
use mesh_lsp::pipeline::analyze;
use mesh_lsp::propagation::export;
use mesh_lsp::sharding::model::{AxisRef, Mesh, TensorSharding};
use mesh_lsp::{ir, syntax};
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
    ty_of(shape, "f32")
}

fn ty_of(shape: &[i64], element: &str) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(element);
    s.push('>');
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
    /// The feature programs of [`feature_program`]: more dim sizes, sub-axes
    /// of any axis, pad/slice/reverse, and what `features` records.
    rich: bool,
    /// The extended feature programs ([`extended_feature_program`]): ops
    /// along dims a constraint shards, call sites sharded apart.
    extended: bool,
    element: &'static str,
    features: std::collections::BTreeSet<&'static str>,
    /// Private functions of the feature programs: name, shape, body, calls.
    callees: Vec<(String, Shape, String, usize)>,
}

/// Dim sizes of the feature programs: many do not divide the mesh axes.
const RICH_DIM_SIZES: [i64; 10] = [2, 3, 4, 5, 6, 8, 10, 12, 16, 16];

impl Gen<'_> {
    fn tensor(&self, shape: &[i64]) -> String {
        ty_of(shape, self.element)
    }

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
        if self.rich {
            return (0..rank).map(|_| self.rng.pick(&RICH_DIM_SIZES)).collect();
        }
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

    /// In the feature programs, sometimes `x` through a sharding constraint
    /// that shards its dim `d` on an axis of size > 1, so that the op using
    /// it works along a sharded dim; records `feature` when it does.
    fn sharded_along(
        &mut self,
        x: String,
        shape: &Shape,
        d: usize,
        feature: &'static str,
    ) -> String {
        if !self.extended || !self.rng.chance(60) {
            return x;
        }
        let axes: Vec<&'static str> = self
            .axes
            .iter()
            .filter(|(_, size)| *size > 1)
            .map(|(name, _)| *name)
            .collect();
        if axes.is_empty() {
            return x;
        }
        let axis = self.rng.pick(&axes);
        let dims: Vec<String> = (0..shape.len())
            .map(|i| {
                if i == d {
                    format!("{{\"{axis}\"}}")
                } else {
                    "{?}".to_string()
                }
            })
            .collect();
        let t = self.tensor(shape);
        let r = self.result(shape.clone());
        self.line(format!(
            "{r} = sdy.sharding_constraint {x} <@mesh, [{}]> : {t}",
            dims.join(", ")
        ));
        self.features.insert(feature);
        r
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
        let mut unreduced = Vec::new();
        let mut axes = self.axes.clone();
        self.rng.shuffle(&mut axes);
        for (name, size) in axes {
            let roll = self.rng.below(100);
            if rank > 0 && roll < 55 {
                let d = self.rng.below(rank);
                let splits: Vec<i64> = (2..size).filter(|p| size % p == 0).collect();
                if self.rich && !splits.is_empty() && self.rng.chance(15) {
                    // A sub-axis `(pre)size` of any axis that has one.
                    let sub = self.rng.pick(&splits);
                    let pres: Vec<i64> =
                        (1..=size / sub).filter(|p| (size / sub) % p == 0).collect();
                    let pre = self.rng.pick(&pres);
                    dims[d].push(format!("\"{name}\":({pre}){sub}"));
                    self.features.insert("sub-axis");
                } else if size == 4 && self.rng.chance(12) {
                    // A sub-axis, major or minor half.
                    let pre = self.rng.pick(&[1, 2]);
                    dims[d].push(format!("\"{name}\":({pre})2"));
                } else {
                    dims[d].push(format!("\"{name}\""));
                }
            } else if roll < 62 {
                replicated.push(name);
            } else if self.rich && roll < 66 {
                unreduced.push(name);
            }
        }
        if !replicated.is_empty() {
            self.features.insert("replicated");
        }
        // Shardy wants replicated axes in mesh order.
        let order: Vec<&str> = self.axes.iter().map(|a| a.0).collect();
        replicated.sort_by_key(|n| order.iter().position(|o| o == n));
        unreduced.sort_by_key(|n| order.iter().position(|o| o == n));
        let replicated: Vec<String> = replicated.iter().map(|n| format!("\"{n}\"")).collect();
        let unreduced: Vec<String> = unreduced.iter().map(|n| format!("\"{n}\"")).collect();
        let dims: Vec<String> = dims
            .into_iter()
            .map(|axes| {
                let open = self.rng.chance(40);
                let mut s = format!("{{{}", axes.join(", "));
                if open {
                    s.push_str(if axes.is_empty() { "?" } else { ", ?" });
                }
                s.push('}');
                if (open || !axes.is_empty()) && self.rng.chance(if self.rich { 25 } else { 12 }) {
                    s.push_str(&format!("p{}", self.rng.below(3)));
                    if axes.iter().any(|a| a.contains(":(")) {
                        self.features.insert("priority with sub-axis");
                    }
                }
                s
            })
            .collect();
        let mut s = format!("@mesh, [{}]", dims.join(", "));
        if !replicated.is_empty() {
            s.push_str(&format!(", replicated={{{}}}", replicated.join(", ")));
        }
        if !unreduced.is_empty() {
            s.push_str(&format!(", unreduced={{{}}}", unreduced.join(", ")));
            self.features.insert("unreduced");
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
        if self.rich {
            match self.rng.below(100) {
                0..=11 => return self.concatenate(),
                12..=19 => return self.pad(),
                20..=27 => return self.slice(),
                28..=33 => return self.reverse(),
                34..=41 => return self.call(),
                _ => {}
            }
        }
        match self.rng.below(100) {
            0..=14 => {
                let (x, shape) = self.operand();
                let name = self.rng.pick(&["negate", "tanh", "exponential", "abs"]);
                let r = self.result(shape.clone());
                let attr = self.op_sharding(std::slice::from_ref(&shape));
                self.line(format!(
                    "{r} = stablehlo.{name} {x}{attr} : {}",
                    self.tensor(&shape)
                ));
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
                    self.tensor(&shape)
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
                    self.tensor(&shape)
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
            self.tensor(&ls),
            self.tensor(&rs),
            self.tensor(&out)
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
            self.tensor(&shape),
            self.tensor(&out)
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
            self.tensor(&shape),
            self.tensor(&out)
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
            self.tensor(&shape),
            self.tensor(&out)
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
        let el = self.element;
        self.line(format!(
            "{init} = stablehlo.constant dense<0.000000e+00> : tensor<{el}>"
        ));
        let kind = self.rng.pick(&["add", "maximum"]);
        let r = self.result(out.clone());
        self.line(format!(
            "{r} = stablehlo.reduce({x} init: {init}) applies stablehlo.{kind} across dimensions = [{d}] : ({}, tensor<{el}>) -> {}",
            self.tensor(&shape),
            self.tensor(&out)
        ));
    }

    /// A call of a private function; one of the same shape is reused
    /// most of the time, so that callees are shared by call sites whose
    /// operands are sharded differently.
    fn call(&mut self) {
        let (x, shape) = self.operand();
        let same: Vec<usize> = (0..self.callees.len())
            .filter(|&i| self.callees[i].1 == shape)
            .collect();
        let k = if !same.is_empty() && self.rng.chance(70) {
            self.rng.pick(&same)
        } else {
            let t = self.tensor(&shape);
            let name = format!("@f{}", self.callees.len());
            let op = self.rng.pick(&["negate", "tanh", "abs"]);
            let mut body = format!("    %0 = stablehlo.{op} %arg0 : {t}\n");
            let last = if self.rng.chance(30) {
                let s = self.sharding(shape.len());
                body.push_str(&format!(
                    "    %1 = sdy.sharding_constraint %0 <{s}> : {t}\n"
                ));
                "%1"
            } else {
                "%0"
            };
            body.push_str(&format!("    %2 = stablehlo.add {last}, %arg0 : {t}\n"));
            body.push_str(&format!("    return %2 : {t}\n"));
            self.callees.push((name, shape.clone(), body, 0));
            self.callees.len() - 1
        };
        self.callees[k].3 += 1;
        let mut x = x;
        if self.callees[k].3 >= 2 {
            self.features.insert("shared callee");
            // Another call site whose operand has its own sharding.
            if self.extended && self.rng.chance(50) {
                let sharding = self.sharding(shape.len());
                let t = self.tensor(&shape);
                let c = self.result(shape.clone());
                self.line(format!(
                    "{c} = sdy.sharding_constraint {x} <{sharding}> : {t}"
                ));
                x = c;
                self.features
                    .insert("shared callee, call sites sharded apart");
            }
        }
        let name = self.callees[k].0.clone();
        let r = self.result(shape.clone());
        let t = self.tensor(&shape);
        self.line(format!("{r} = func.call {name}({x}) : ({t}) -> {t}"));
    }

    fn pad(&mut self) {
        let (x, shape) = self.operand();
        if shape.is_empty() {
            return;
        }
        let d = self.rng.below(shape.len());
        let x = self.sharded_along(x, &shape, d, "pad along a sharded dim");
        let (lo, hi) = (self.rng.below(3) as i64, 1 + self.rng.below(3) as i64);
        let mut out = shape.clone();
        out[d] += lo + hi;
        let low: Vec<String> = (0..shape.len())
            .map(|i| if i == d { lo } else { 0 }.to_string())
            .collect();
        let high: Vec<String> = (0..shape.len())
            .map(|i| if i == d { hi } else { 0 }.to_string())
            .collect();
        let zeros = vec!["0"; shape.len()].join(", ");
        let init = self.fresh();
        let el = self.element;
        self.line(format!(
            "{init} = stablehlo.constant dense<0.000000e+00> : tensor<{el}>"
        ));
        let r = self.result(out.clone());
        self.features.insert("pad");
        self.line(format!(
            "{r} = stablehlo.pad {x}, {init}, low = [{}], high = [{}], interior = [{zeros}] : ({}, tensor<{el}>) -> {}",
            low.join(", "),
            high.join(", "),
            self.tensor(&shape),
            self.tensor(&out)
        ));
    }

    fn slice(&mut self) {
        let (x, shape) = self.operand();
        let Some(d) = (0..shape.len()).find(|&d| shape[d] > 2) else {
            return;
        };
        let x = self.sharded_along(x, &shape, d, "slice along a sharded dim");
        let start = self.rng.below(2) as i64;
        let limit = shape[d] - self.rng.below(2) as i64;
        let mut out = shape.clone();
        out[d] = limit - start;
        let starts: Vec<String> = (0..shape.len())
            .map(|i| if i == d { start } else { 0 }.to_string())
            .collect();
        let limits: Vec<String> = (0..shape.len())
            .map(|i| if i == d { limit } else { shape[i] }.to_string())
            .collect();
        let strides = vec!["1"; shape.len()].join(", ");
        let r = self.result(out.clone());
        self.features.insert("slice");
        self.line(format!(
            "{r} = stablehlo.slice {x} [{}] : ({}) -> {}",
            (0..shape.len())
                .map(|i| format!("{}:{}", starts[i], limits[i]))
                .collect::<Vec<_>>()
                .join(", "),
            self.tensor(&shape),
            self.tensor(&out)
        ));
        let _ = strides;
    }

    fn reverse(&mut self) {
        let (x, shape) = self.operand();
        if shape.is_empty() {
            return;
        }
        let d = self.rng.below(shape.len());
        let x = self.sharded_along(x, &shape, d, "reverse along a sharded dim");
        let r = self.result(shape.clone());
        self.features.insert("reverse");
        self.line(format!(
            "{r} = stablehlo.reverse {x}, dims = [{d}] : {}",
            self.tensor(&shape)
        ));
    }

    fn concatenate(&mut self) {
        let (x, shape) = self.operand();
        if shape.is_empty() {
            return;
        }
        let d = self.rng.below(shape.len());
        let x = self.sharded_along(x, &shape, d, "concatenate along a sharded dim");
        let mut other = shape.clone();
        if self.rng.chance(50) {
            other[d] = self.rng.pick(&DIM_SIZES);
        }
        let y = self.operand_of(&other);
        let mut out = shape.clone();
        out[d] += other[d];
        let r = self.result(out.clone());
        if self.rich {
            self.features.insert("concatenate");
        }
        self.line(format!(
            "{r} = stablehlo.concatenate {x}, {y}, dim = {d} : ({}, {}) -> {}",
            self.tensor(&shape),
            self.tensor(&other),
            self.tensor(&out)
        ));
    }
}

/// A random module: one mesh and one function `@main`. Programs from
/// `OP_SHARDING_SEEDS` on also put shardings on some ops' results.
pub fn program(seed: u64) -> String {
    build(seed, false, false).0
}

/// A random module for the per-feature differential: meshes of 1–4 axes
/// with sizes 1–8 (size-1 and non-power-of-two axes), dims that do not
/// divide them, sub-axes of any axis with priorities, `replicated` and
/// `unreduced` axes, concatenate/pad/slice/reverse along sharded dims,
/// bf16 programs; with the features it used.
pub fn feature_program(seed: u64) -> (String, std::collections::BTreeSet<&'static str>) {
    build(seed, true, false)
}

/// A feature program that also puts concatenate/pad/slice/reverse along a
/// dim a sharding constraint shards (sometimes) and gives a shared callee's
/// later call sites operands sharded their own way (sometimes).
pub fn extended_feature_program(seed: u64) -> (String, std::collections::BTreeSet<&'static str>) {
    build(seed, true, true)
}

fn build(
    seed: u64,
    rich: bool,
    extended: bool,
) -> (String, std::collections::BTreeSet<&'static str>) {
    let mut rng = Rng(seed);
    let names = ["a", "b", "c", "d"];
    let mut features = std::collections::BTreeSet::new();
    let axes: Vec<(&'static str, i64)> = if rich {
        let n_axes = 1 + rng.below(4);
        let axes: Vec<(&'static str, i64)> = (0..n_axes)
            .map(|i| (names[i], rng.pick(&[1, 2, 2, 3, 4, 4, 5, 6, 8])))
            .collect();
        if axes.iter().any(|a| a.1 == 1) {
            features.insert("size-1 axis");
        }
        if axes.iter().any(|a| !(a.1 as u64).is_power_of_two()) {
            features.insert("non-power-of-two axis");
        }
        if n_axes >= 3 {
            features.insert("3-4 axes");
        }
        axes
    } else {
        let n_axes = 1 + rng.below(3);
        (0..n_axes).map(|i| (names[i], rng.pick(&[2, 4]))).collect()
    };
    let element = if rich && rng.chance(25) {
        features.insert("bf16");
        "bf16"
    } else {
        "f32"
    };
    let mut g = Gen {
        rng: &mut rng,
        axes: axes.clone(),
        body: String::new(),
        args: Vec::new(),
        pool: Vec::new(),
        next: 0,
        op_shardings: rich || seed >= OP_SHARDING_SEEDS,
        rich,
        extended,
        element,
        features,
        callees: Vec::new(),
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
                    ty_of(shape, element)
                )
            } else {
                format!("{name}: {}", ty_of(shape, element))
            }
        })
        .collect();
    let results: Vec<String> = returned
        .iter()
        .map(|(_, shape)| {
            if g.rng.chance(35) {
                let s = g.sharding(shape.len());
                format!(
                    "{} {{sdy.sharding = #sdy.sharding<{s}>}}",
                    ty_of(shape, element)
                )
            } else {
                ty_of(shape, element)
            }
        })
        .collect();
    let body = std::mem::take(&mut g.body);
    let mesh: Vec<String> = axes.iter().map(|(n, s)| format!("\"{n}\"={s}")).collect();
    let features = std::mem::take(&mut g.features);
    let callees: String = g
        .callees
        .iter()
        .map(|(name, shape, body, _)| {
            let t = ty_of(shape, element);
            format!("  func.func private {name}(%arg0: {t}) -> {t} {{\n{body}  }}\n")
        })
        .collect();
    let text = format!(
        "module {{\n  sdy.mesh @mesh = <[{}]>\n  func.func @main({}) -> ({}) {{\n{body}    return {} : {}\n  }}\n{callees}}}\n",
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
            .map(|r| ty_of(&r.1, element))
            .collect::<Vec<_>>()
            .join(", "),
    );
    (text, features)
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

/// Per-dimension axes; an absent sharding is fully replicated.
pub fn normalized(s: Option<&TensorSharding>, rank: usize) -> Vec<Vec<AxisRef>> {
    match s {
        Some(s) => s.dims.iter().map(|d| d.axes.clone()).collect(),
        None => vec![Vec::new(); rank],
    }
}

pub fn show(dims: &[Vec<AxisRef>]) -> String {
    let parts: Vec<String> = dims
        .iter()
        .map(|axes| {
            let axes: Vec<String> = axes.iter().map(|a| a.to_string()).collect();
            format!("{{{}}}", axes.join(", "))
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

fn rank_of(f: &ir::Function, value: ir::ValueId) -> usize {
    f.values[value]
        .ty
        .as_ref()
        .and_then(|t| t.rank())
        .unwrap_or(0)
}

/// One value compared with Shardy.
pub struct Compared {
    /// The op that defines it (`stablehlo.concatenate`), or `argument`/`result`.
    pub kind: String,
    /// Whether either side shards a dim by more than divides it.
    pub non_divisible: bool,
    pub ok: bool,
    /// `label: ours … vs Shardy …`.
    pub miss: String,
}

/// Compares every value of `input` as we propagate it with Shardy's
/// propagated module `theirs`, arguments and results as Shardy's export
/// leaves them, ops' results as propagation does.
pub fn compare(input: &str, theirs_text: &str) -> Result<Vec<Compared>, String> {
    let ours = analyze(input);
    let theirs_ir = ir::build(&syntax::parse(theirs_text), theirs_text);
    let (Some(chunk), Some(their_chunk)) = (ours.ir.chunks.first(), theirs_ir.chunks.first())
    else {
        return Err("no module".into());
    };
    let theirs = annotations::collect(their_chunk, theirs_text);
    let result = &ours.chunks[0].propagation;
    let (Some(entry), Some(their_entry)) = (chunk.functions.first(), their_chunk.functions.first())
    else {
        return Err("no function".into());
    };
    let (f, tf) = (&entry.ir, &their_entry.ir);
    let mut out = Vec::new();
    let shape_of = |value: ir::ValueId| f.values[value].ty.as_ref().and_then(|t| t.static_shape());
    let divides = |dims: &[Vec<AxisRef>], shape: Option<&Vec<i64>>, mesh: Option<&Mesh>| {
        let (Some(shape), Some(mesh)) = (shape, mesh) else {
            return true;
        };
        dims.iter().zip(shape).all(|(axes, &size)| {
            let n: i64 = axes.iter().filter_map(|a| a.size(mesh)).product();
            n <= 1 || size % n == 0
        })
    };
    let mut check = |label: String,
                     kind: &str,
                     shape: Option<Vec<i64>>,
                     ours_s: Option<&TensorSharding>,
                     theirs: Option<&TensorSharding>,
                     rank: usize| {
        let (a, b) = (normalized(ours_s, rank), normalized(theirs, rank));
        let mesh = ours_s.and_then(|s| ours.chunks[0].annotations.resolve(s));
        let non_divisible =
            !divides(&a, shape.as_ref(), mesh) || !divides(&b, shape.as_ref(), mesh);
        out.push(Compared {
            kind: kind.to_string(),
            non_divisible,
            ok: a == b,
            miss: format!("{label}: ours {} vs Shardy {}", show(&a), show(&b)),
        });
    };
    let their_sharding = |slot: Slot| theirs.annotations.get(&slot).map(|a| &*a.sharding);
    // Arguments and results as Shardy's export updates them.
    let exported = |slot: Slot, shape: Option<Vec<i64>>| {
        let s = result.sharding(slot)?;
        match (shape, ours.chunks[0].annotations.resolve(s)) {
            (Some(shape), Some(mesh)) => Some(export::io_sharding(s, &shape, mesh)),
            _ => Some(s.clone()),
        }
    };
    for (i, &arg) in f.arguments.iter().enumerate() {
        let Some(&their_arg) = tf.arguments.get(i) else {
            return Err("argument count differs".into());
        };
        let shape = f.values[arg].ty.as_ref().and_then(|t| t.static_shape());
        check(
            format!("arg {i}"),
            "argument",
            shape.clone(),
            exported(
                Slot::Value {
                    func: 0,
                    value: arg,
                },
                shape,
            )
            .as_ref(),
            their_sharding(Slot::Value {
                func: 0,
                value: their_arg,
            }),
            rank_of(f, arg),
        );
    }
    for (i, res) in f.results.iter().enumerate() {
        check(
            format!("result {i}"),
            "result",
            res.ty.static_shape(),
            exported(
                Slot::FuncResult { func: 0, index: i },
                res.ty.static_shape(),
            )
            .as_ref(),
            their_sharding(Slot::FuncResult { func: 0, index: i }),
            res.ty.rank().unwrap_or(0),
        );
    }
    // Shardy splits and merges constants and the ops computed from constants
    // alone (a broadcast of a constant); they are left out on both sides.
    let (constants, their_constants) = (constant_ops(f), constant_ops(tf));
    let ops: Vec<&ir::Op> = f
        .ops
        .iter()
        .enumerate()
        .filter(|(i, _)| !constants[*i])
        .map(|(_, op)| &**op)
        .collect();
    let their_ops: Vec<(usize, &ir::Op)> = tf
        .ops
        .iter()
        .enumerate()
        .filter(|(i, _)| !their_constants[*i])
        .map(|(i, op)| (i, &**op))
        .collect();
    if ops.len() != their_ops.len() {
        return Err(format!(
            "{} ops here, {} in Shardy's output",
            ops.len(),
            their_ops.len()
        ));
    }
    for (op, &(their_id, their_op)) in ops.iter().zip(&their_ops) {
        for (r, &value) in op.results.iter().enumerate() {
            let Some(&their_value) = their_op.results.get(r) else {
                continue;
            };
            // Computations carry their result shardings in `out_shardings`.
            let out_site = Slot::OpSite {
                func: 0,
                op: their_id,
                index: their_op.operands.len() + r,
                local: false,
            };
            check(
                format!("{} ({})", f.values[value].name, op.name),
                &op.name,
                shape_of(value),
                // A call's results as its callee's exported results.
                export::exported(
                    chunk,
                    &ours.chunks[0].annotations,
                    result,
                    Slot::Value { func: 0, value },
                )
                .as_ref(),
                their_sharding(Slot::Value {
                    func: 0,
                    value: their_value,
                })
                .or_else(|| their_sharding(out_site)),
                rank_of(f, value),
            );
        }
    }
    Ok(out)
}

/// The ops of `f` that are constants or computed from constants alone
/// (no regions), which Shardy's constant splitter duplicates and merges.
fn constant_ops(f: &ir::Function) -> Vec<bool> {
    let mut constant = vec![false; f.ops.len()];
    for (i, op) in f.ops.iter().enumerate() {
        let from_constants = !op.operands.is_empty()
            && op.regions.is_empty()
            && op.operands.iter().all(|o| {
                o.value.is_some_and(|v| match f.values[v].def {
                    ir::ValueDef::OpResult { op, .. } => constant[op],
                    _ => false,
                })
            });
        constant[i] = op.name.ends_with(".constant") || from_constants;
    }
    constant
}
