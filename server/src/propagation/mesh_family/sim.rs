//! A function's body as `sharding-propagation` rewrites it: values with
//! MLIR's use lists, and `shard.shard` ops that propagation inserts and
//! rewires uses through. What an op sees depends on these details (which
//! `shard.shard` users a value has, in which order, and whether it has one
//! use), so they are kept exactly: a new use goes to the front of its
//! value's list, as in MLIR's `IROperand::insertIntoCurrent`. The
//! function's block is kept in order too, with the `shard.sharding` op each
//! inserted `shard.shard` reads, where MLIR's builder puts them, so that the
//! rewritten function can be printed as mlir-opt prints it (`print`).

use super::sharding::SharedSharding;
use crate::annotations::Slot;
use smallvec::SmallVec;

pub type SimValue = usize;
pub type SimOp = usize;

// A sim of a 100k-op function holds some 360k ops and values: lists of
// their usual lengths are held inline, not allocated one by one.
pub type Operands = SmallVec<[SimValue; 3]>;
pub type Results = SmallVec<[SimValue; 1]>;
pub type Uses = SmallVec<[Use; 2]>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Use {
    pub op: SimOp,
    pub operand: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Def {
    /// A block argument, or anything else that is not an op result here.
    Argument,
    Result(SimOp),
}

#[derive(Clone, Debug)]
pub struct Value {
    pub def: Def,
    /// Most recent use first.
    pub uses: Uses,
}

/// Where a `shard.shard` came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardOrigin {
    /// Written in the file: the annotation at `slot` (a `shard.shard`'s
    /// result, or the value or function result whose type encodes it).
    Written { slot: Slot },
    /// Inserted when op `node` was visited, for `site` (the op's result,
    /// or how the op reads an operand); `from` is the annotation (or the
    /// op's tensor) that decided it.
    Inserted {
        node: usize,
        from: Option<Slot>,
        site: Slot,
    },
}

#[derive(Clone, Debug)]
pub struct ShardOp {
    pub sharding: SharedSharding,
    pub for_users: bool,
    pub origin: ShardOrigin,
}

#[derive(Clone, Debug)]
pub enum OpKind {
    /// An op of the function as written (compute ops, terminators, nested
    /// ops); its id is its `OpId` in the IR.
    Ir,
    /// A `shard.shard`, held in `Sim::shards` at this index (most ops of a
    /// function are not annotations, and an op each would be a box each).
    Shard(usize),
    /// An inserted `shard.sharding` op (its one result is the sharding).
    Sharding(SharedSharding),
}

#[derive(Clone, Debug)]
pub struct Op {
    pub kind: OpKind,
    pub operands: Operands,
    pub results: Results,
    /// A `shard.shard`'s sharding operand (not a tensor use, so not in
    /// `operands`).
    pub sharding: Option<SimValue>,
}

/// How strongly an annotation binds an op (MLIR's `getSharding` pair).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Written for this op: its operand's `annotate_for_users` shard, or its
    /// result's own shard.
    Must,
    /// Written for someone else; the op may choose to reshard it.
    Allowed,
}

#[derive(Clone, Debug, Default)]
pub struct Sim {
    pub values: Vec<Value>,
    pub ops: Vec<Op>,
    /// The `shard.shard` ops' annotations (`OpKind::Shard`).
    pub shards: Vec<ShardOp>,
    /// The function's block as a list: the op after and before each op in
    /// it (`None` for ops outside it), and its first op.
    next: Vec<Option<SimOp>>,
    prev: Vec<Option<SimOp>>,
    first: Option<SimOp>,
}

impl Sim {
    /// An empty sim with room for `room` values and ops.
    pub fn with_capacity(room: usize) -> Self {
        Sim {
            values: Vec::with_capacity(room),
            ops: Vec::with_capacity(room),
            shards: Vec::with_capacity(room),
            next: Vec::with_capacity(room),
            prev: Vec::with_capacity(room),
            first: None,
        }
    }

    /// A new value defined by `def`.
    pub fn add_value(&mut self, def: Def) -> SimValue {
        self.values.push(Value {
            def,
            uses: Uses::new(),
        });
        self.values.len() - 1
    }

    /// A new op using `operands` (their uses are added in operand order)
    /// and defining `results`.
    pub fn add_op(&mut self, kind: OpKind, operands: Operands, results: Results) -> SimOp {
        let op = self.ops.len();
        for (operand, &value) in operands.iter().enumerate() {
            self.values[value].uses.insert(0, Use { op, operand });
        }
        for &value in &results {
            self.values[value].def = Def::Result(op);
        }
        self.ops.push(Op {
            kind,
            operands,
            results,
            sharding: None,
        });
        self.next.push(None);
        self.prev.push(None);
        op
    }

    /// A new `shard.shard` op annotating `operands` (its source) with
    /// `shard`, as `add_op`.
    pub fn add_shard_op(&mut self, shard: ShardOp, operands: Operands, results: Results) -> SimOp {
        self.shards.push(shard);
        self.add_op(OpKind::Shard(self.shards.len() - 1), operands, results)
    }

    /// Lays out the function's block: `ops` in order.
    pub fn set_block(&mut self, ops: &[SimOp]) {
        for pair in ops.windows(2) {
            self.next[pair[0]] = Some(pair[1]);
            self.prev[pair[1]] = Some(pair[0]);
        }
        self.first = ops.first().copied();
    }

    /// The block's ops in order.
    pub fn block(&self) -> Vec<SimOp> {
        let mut out = Vec::new();
        let mut at = self.first;
        while let Some(op) = at {
            out.push(op);
            at = self.next[op];
        }
        out
    }

    /// Puts `op` into the block before `before` (`None`: at its end).
    fn link(&mut self, op: SimOp, before: Option<SimOp>) {
        let prev = match before {
            Some(b) => self.prev[b],
            None => {
                let mut last = self.first;
                while let Some(next) = last.and_then(|l| self.next[l]) {
                    last = Some(next);
                }
                last
            }
        };
        self.prev[op] = prev;
        self.next[op] = before;
        match prev {
            Some(p) => self.next[p] = Some(op),
            None => self.first = Some(op),
        }
        if let Some(b) = before {
            self.prev[b] = Some(op);
        }
    }

    /// `setInsertionPointAfterValue`: before the op after `value`'s
    /// definition, or at the block's start for an argument.
    fn after_value(&self, value: SimValue) -> Option<SimOp> {
        match self.values[value].def {
            Def::Result(op) => self.next[op],
            Def::Argument => self.first,
        }
    }

    pub fn shard(&self, op: SimOp) -> Option<&ShardOp> {
        match &self.ops[op].kind {
            OpKind::Shard(shard) => Some(&self.shards[*shard]),
            OpKind::Ir | OpKind::Sharding(_) => None,
        }
    }

    /// The `shard.shard` defining `value`, if it is one.
    pub fn defining_shard(&self, value: SimValue) -> Option<SimOp> {
        match self.values[value].def {
            Def::Result(op) => self.shard(op).map(|_| op),
            Def::Argument => None,
        }
    }

    /// The result of a `shard.shard`.
    pub fn shard_result(&self, op: SimOp) -> SimValue {
        self.ops[op].results[0]
    }

    /// The `shard.shard` users of `value`, most recent use first.
    pub fn shard_users(&self, value: SimValue) -> impl Iterator<Item = SimOp> + '_ {
        self.values[value]
            .uses
            .iter()
            .filter(|u| self.shard(u.op).is_some())
            .map(|u| u.op)
    }

    /// `getSharding(OpResult)`: a result's own shard binds when it is the
    /// only use; else the first `annotate_for_users` user is a hint.
    pub fn result_annotation(&self, value: SimValue) -> Option<(Strength, SimOp)> {
        let own = self
            .shard_users(value)
            .find(|&op| self.shard(op).is_some_and(|s| !s.for_users));
        if own.is_some() {
            let uses = &self.values[value].uses;
            return (uses.len() == 1).then(|| (Strength::Must, uses[0].op));
        }
        self.shard_users(value)
            .next()
            .map(|op| (Strength::Allowed, op))
    }

    /// `getSharding(OpOperand)`: the shard defining the operand.
    pub fn operand_annotation(&self, value: SimValue) -> Option<(Strength, SimOp)> {
        let op = self.defining_shard(value)?;
        let strength = if self.shard(op)?.for_users {
            Strength::Must
        } else {
            Strength::Allowed
        };
        Some((strength, op))
    }

    /// A written result annotation of `value` right after its definition
    /// (what a tensor encoding says): every other use of `value` now reads
    /// the shard's result, in the same order.
    pub fn annotate_value(&mut self, value: SimValue, shard: ShardOp) {
        let uses = self.values[value].uses.clone();
        let before = self.after_value(value);
        let new = self.add_value(Def::Argument);
        let op = self.add_shard_op(shard, smallvec::smallvec![value], smallvec::smallvec![new]);
        self.link(op, before);
        // Oldest first, so that the most recent use ends up in front again.
        for u in uses.into_iter().rev() {
            self.set_operand(u, new);
        }
    }

    /// A written annotation between `op` and its operand `operand`.
    pub fn annotate_operand(&mut self, op: SimOp, operand: usize, shard: ShardOp) {
        let value = self.ops[op].operands[operand];
        let new = self.add_value(Def::Argument);
        let shard_op =
            self.add_shard_op(shard, smallvec::smallvec![value], smallvec::smallvec![new]);
        if self.prev[op].is_some() || self.first == Some(op) {
            self.link(shard_op, Some(op));
        }
        self.set_operand(Use { op, operand }, new);
    }

    fn set_operand(&mut self, u: Use, new: SimValue) {
        let old = self.ops[u.op].operands[u.operand];
        self.values[old].uses.retain(|x| *x != u);
        self.ops[u.op].operands[u.operand] = new;
        self.values[new].uses.insert(0, u);
    }

    /// `replaceUsesWithIf`: in use-list order, each moved use goes to the
    /// front of `new`'s list.
    fn replace_uses_if(&mut self, old: SimValue, new: SimValue, keep: impl Fn(Use) -> bool) {
        let uses = self.values[old].uses.clone();
        for u in uses {
            if keep(u) {
                self.set_operand(u, new);
            }
        }
    }

    /// A new `shard.shard` of `src` before `before`, reading the sharding
    /// `sharding_value` (a new `shard.sharding` op before it when `None`).
    fn create_shard(
        &mut self,
        src: SimValue,
        sharding: SharedSharding,
        sharding_value: Option<SimValue>,
        for_users: bool,
        origin: ShardOrigin,
        before: Option<SimOp>,
    ) -> (SimOp, SimValue) {
        let sharding_value = sharding_value.unwrap_or_else(|| {
            let value = self.add_value(Def::Argument);
            let kind = OpKind::Sharding(sharding.clone());
            let op = self.add_op(kind, Operands::new(), smallvec::smallvec![value]);
            self.link(op, before);
            value
        });
        let value = self.add_value(Def::Argument);
        let shard = ShardOp {
            sharding,
            for_users,
            origin,
        };
        let op = self.add_shard_op(shard, smallvec::smallvec![src], smallvec::smallvec![value]);
        self.ops[op].sharding = Some(sharding_value);
        self.link(op, before);
        (op, value)
    }

    /// `maybeInsertTargetShardingAnnotation`: make every user of `result`
    /// read it through a `shard.shard` (no `annotate_for_users`) with
    /// `sharding`, reusing one that already says so.
    pub fn insert_target(
        &mut self,
        sharding: &SharedSharding,
        result: SimValue,
        origin: ShardOrigin,
    ) {
        let owners: Vec<SimOp> = self.values[result].uses.iter().map(|u| u.op).collect();
        let mut new_shard: Option<(SimOp, SimValue)> = None;
        for owner in owners {
            // Each use starts again right after the result (MLIR's
            // insertion guard).
            let before = self.after_value(result);
            let existing = self
                .shard(owner)
                .map(|s| (s.sharding == *sharding, s.for_users));
            if existing == Some((true, false)) {
                new_shard.get_or_insert((owner, self.shard_result(owner)));
                continue;
            }
            let (new_op, new_value) = *new_shard.get_or_insert_with(|| {
                self.create_shard(result, sharding.clone(), None, false, origin, before)
            });
            self.replace_uses_if(result, new_value, |u| u.op == owner);
            // The owner is another result annotation that disagrees: every
            // reader of the new shard goes through an `annotate_for_users`
            // copy, so the disagreement becomes a reshard.
            if existing == Some((false, false)) {
                let sharding_value = self.ops[new_op].sharding;
                let (for_users_op, for_users_value) = self.create_shard(
                    new_value,
                    sharding.clone(),
                    sharding_value,
                    true,
                    origin,
                    before,
                );
                self.replace_uses_if(new_value, for_users_value, |u| u.op != for_users_op);
            }
        }
    }

    /// `maybeInsertSourceShardingAnnotation`: make `op` read operand
    /// `operand` through an `annotate_for_users` shard with `sharding`.
    pub fn insert_source(
        &mut self,
        sharding: &SharedSharding,
        op: SimOp,
        operand: usize,
        origin: ShardOrigin,
    ) {
        let value = self.ops[op].operands[operand];
        let source = self.defining_shard(value);
        let source_for_users = source.and_then(|s| self.shard(s)).map(|s| s.for_users);
        if let Some(s) = source.and_then(|s| self.shard(s)) {
            if s.for_users && s.sharding == *sharding {
                return;
            }
        }
        let (new_op, new_value) =
            self.create_shard(value, sharding.clone(), None, true, origin, Some(op));
        self.replace_uses_if(value, new_value, |u| u.op == op);
        // Reading another op's `annotate_for_users` shard: chain a result
        // annotation in between so that the reshard has a source.
        if source_for_users == Some(true) {
            let sharding_value = self.ops[new_op].sharding;
            let (_, preceding) = self.create_shard(
                value,
                sharding.clone(),
                sharding_value,
                false,
                origin,
                Some(new_op),
            );
            self.replace_uses_if(value, preceding, |u| u.op == new_op);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::propagation::mesh_family::sharding::{GridSharding, ShardingTable};
    use smallvec::smallvec;
    use std::cell::RefCell;

    thread_local! {
        // One table per test (each runs on a thread of its own).
        static TABLE: RefCell<ShardingTable> = RefCell::new(ShardingTable::default());
    }

    fn grid(grid_axes: &[&[i64]]) -> SharedSharding {
        let sharding = GridSharding::new("g", grid_axes.iter().map(|a| a.to_vec()).collect());
        TABLE.with(|table| table.borrow_mut().share(sharding))
    }

    fn written(grid_axes: &[&[i64]], for_users: bool) -> ShardOp {
        ShardOp {
            sharding: grid(grid_axes),
            for_users,
            origin: ShardOrigin::Written {
                slot: Slot::Value { func: 0, value: 0 },
            },
        }
    }

    const INSERTED: ShardOrigin = ShardOrigin::Inserted {
        node: 0,
        from: None,
        site: Slot::Value { func: 0, value: 0 },
    };

    #[test]
    fn the_latest_use_comes_first() {
        let mut sim = Sim::default();
        let x = sim.add_value(Def::Argument);
        let a = sim.add_shard_op(written(&[&[0]], true), smallvec![x], smallvec![]);
        let b = sim.add_shard_op(written(&[&[1]], true), smallvec![x], smallvec![]);
        assert_eq!(sim.result_annotation(x), Some((Strength::Allowed, b)));
        assert_ne!(a, b);
    }

    #[test]
    fn a_result_annotation_binds_only_a_single_use_value() {
        let mut sim = Sim::default();
        let x = sim.add_value(Def::Argument);
        let own = sim.add_shard_op(written(&[&[0]], false), smallvec![x], smallvec![]);
        assert_eq!(sim.result_annotation(x), Some((Strength::Must, own)));
        sim.add_op(OpKind::Ir, smallvec![x], smallvec![]);
        assert_eq!(sim.result_annotation(x), None);
    }

    #[test]
    fn an_encoding_becomes_the_only_use_and_keeps_the_use_order() {
        let mut sim = Sim::default();
        let r = sim.add_value(Def::Argument);
        sim.add_op(OpKind::Ir, smallvec![], smallvec![r]);
        let u1 = sim.add_op(OpKind::Ir, smallvec![r], smallvec![]);
        let u2 = sim.add_op(OpKind::Ir, smallvec![r], smallvec![]);
        let shard = written(&[&[0]], false);
        sim.annotate_value(r, shard);
        let (strength, shard) = sim.result_annotation(r).unwrap();
        assert_eq!(strength, Strength::Must);
        let new = sim.shard_result(shard);
        let users: Vec<SimOp> = sim.values[new].uses.iter().map(|u| u.op).collect();
        assert_eq!(users, vec![u2, u1]);
    }

    #[test]
    fn inserting_a_target_rewires_every_user_through_one_shard() {
        let mut sim = Sim::default();
        let r = sim.add_value(Def::Argument);
        sim.add_op(OpKind::Ir, smallvec![], smallvec![r]);
        let u1 = sim.add_op(OpKind::Ir, smallvec![r, r], smallvec![]);
        let u2 = sim.add_op(OpKind::Ir, smallvec![r], smallvec![]);
        let s = grid(&[&[0]]);
        sim.insert_target(&s, r, INSERTED);
        assert_eq!(sim.values[r].uses.len(), 1);
        let shard = sim.values[r].uses[0].op;
        let shard_value = sim.shard_result(shard);
        assert_eq!(sim.ops[u1].operands.as_slice(), [shard_value, shard_value]);
        assert_eq!(sim.ops[u2].operands.as_slice(), [shard_value]);
        // Once more with the same sharding: nothing changes (the three ops,
        // the shard and its `shard.sharding`).
        assert_eq!(sim.ops.len(), 5);
        sim.insert_target(&s, r, INSERTED);
        assert_eq!(sim.ops.len(), 5);
    }

    #[test]
    fn inserted_ops_go_where_mlirs_builder_puts_them() {
        let mut sim = Sim::default();
        let x = sim.add_value(Def::Argument);
        let r = sim.add_value(Def::Argument);
        let def = sim.add_op(OpKind::Ir, smallvec![x], smallvec![r]);
        let user = sim.add_op(OpKind::Ir, smallvec![r], smallvec![]);
        sim.set_block(&[def, user]);
        let s = grid(&[&[0]]);
        // A result's shard right after its op; an operand's right before its user.
        sim.insert_target(&s, r, INSERTED);
        sim.insert_source(&grid(&[&[1]]), user, 0, INSERTED);
        let kinds: Vec<&str> = sim
            .block()
            .iter()
            .map(|&op| match &sim.ops[op].kind {
                OpKind::Ir => "op",
                OpKind::Sharding(_) => "sharding",
                OpKind::Shard(s) if sim.shards[*s].for_users => "shard for users",
                OpKind::Shard(_) => "shard",
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "op",
                "sharding",
                "shard",
                "sharding",
                "shard for users",
                "op"
            ]
        );
        let block = sim.block();
        // Each shard reads the sharding op just before it.
        assert_eq!(
            sim.ops[block[2]].sharding,
            Some(sim.ops[block[1]].results[0])
        );
        assert_eq!(
            sim.ops[block[4]].sharding,
            Some(sim.ops[block[3]].results[0])
        );
    }

    #[test]
    fn inserting_a_source_before_a_disagreeing_user_annotation_chains_a_reshard() {
        let mut sim = Sim::default();
        let x = sim.add_value(Def::Argument);
        let a_value = sim.add_value(Def::Argument);
        sim.add_shard_op(written(&[&[0]], true), smallvec![x], smallvec![a_value]);
        let user = sim.add_op(OpKind::Ir, smallvec![a_value], smallvec![]);
        sim.insert_source(&grid(&[&[1]]), user, 0, INSERTED);
        // user <- for_users [[1]] <- [[1]] <- for_users [[0]] <- x
        let new_value = sim.ops[user].operands[0];
        let new_op = sim.defining_shard(new_value).unwrap();
        let preceding = sim.defining_shard(sim.ops[new_op].operands[0]).unwrap();
        assert!(!sim.shard(preceding).unwrap().for_users);
        assert_eq!(sim.ops[preceding].operands[0], a_value);
    }
}
