//! What each propagation step decided in the previous run, for the next run
//! after an edit, and in this run, for its later steps with the same inputs.
//!
//! A step (`Engine::visit`) is a pure function of the node (its rule, kind,
//! fixed direction, hidden axes, tensor sizes and the axes guarded on its
//! slots), the directions the op priority allows, the current shardings of
//! its slots, and the run's meshes and options. A run after an edit
//! replays Shardy's schedule from scratch, in the same order, but a step
//! whose inputs fingerprint the same as a step of the previous run takes
//! that step's decision instead of projecting, propagating and projecting
//! back. The schedule and every input are the same as in a run without the
//! memo, so the outcome is the same (`tests/incremental_property.rs`
//! compares it with a fresh analysis after every edit).
//!
//! For the same reason a step whose inputs fingerprint the same as an
//! earlier step of the same run takes that step's decision: the layers of a
//! model repeat the same few hundred distinct steps, so a first run (a file
//! opened) computes those and looks up the rest (`tests/propagation_incremental.rs`
//! compares with a run that computes every step, `Options::step_memo`).
//!
//! Fingerprints are 128-bit XXH3 hashes of the inputs, as rustc's
//! incremental compilation fingerprints query results: a collision between
//! two different steps of one edit session is far less likely than a
//! hardware fault. The meshes and options are not in the key: a previous
//! propagation is only offered when they are equal
//! (`propagate_chunk_incremental`).

use super::factor::FactorConflict;
use crate::sharding::model::TensorSharding;
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use xxhash_rust::xxh3::{xxh3_128, xxh3_64};

/// Components with fewer nodes propagate without a memo: they are cheap,
/// and an edit elsewhere reuses them whole.
pub const MEMO_FROM_NODES: usize = 1024;

/// A step's decision, in terms of the node's tensor positions.
#[derive(Debug, Default)]
pub struct StepDecision {
    pub updates: Vec<SlotUpdate>,
    pub conflicts: Vec<FactorConflict>,
}

/// A new sharding a step gives one of its node's tensors.
#[derive(Debug)]
pub struct SlotUpdate {
    pub tensor: usize,
    /// The tensor it took the sharding from.
    pub source: usize,
    pub sharding: Arc<TensorSharding>,
    /// Its fingerprint (`sharding_print`), made with the decision when the
    /// run remembers its steps: a replayed step hands it to the slot rather
    /// than the slot hashing its sharding again.
    pub print: Option<u128>,
}

/// The decisions of one run's steps by the fingerprint of their inputs.
#[derive(Debug, Default)]
pub struct StepMemo {
    /// Each decision, and whether it was taken from the previous run.
    decisions: FxHashMap<u128, (Arc<StepDecision>, bool)>,
    /// How many of them the run took from the previous run's memo.
    reused: usize,
    /// How many steps took the decision of an earlier step of the run.
    repeated: usize,
}

impl StepMemo {
    pub fn with_capacity(capacity: usize) -> Self {
        StepMemo {
            decisions: FxHashMap::with_capacity_and_hasher(capacity, Default::default()),
            reused: 0,
            repeated: 0,
        }
    }

    pub fn get(&self, key: u128) -> Option<&Arc<StepDecision>> {
        self.decisions.get(&key).map(|(decision, _)| decision)
    }

    /// Records a decision this run computed.
    pub fn insert(&mut self, key: u128, decision: Arc<StepDecision>) {
        self.decisions.insert(key, (decision, false));
    }

    /// Records a decision taken from the previous run; the decision as kept.
    pub fn insert_reused(&mut self, key: u128, decision: Arc<StepDecision>) -> &StepDecision {
        self.reused += 1;
        &self
            .decisions
            .entry(key)
            .insert_entry((decision, true))
            .into_mut()
            .0
    }

    /// The decision an earlier step of this run took with the same inputs,
    /// counted as a step of the previous run when it came from there.
    /// Looked up before the previous run's memo: after an edit most steps
    /// repeat a key this run has already taken over, and one lookup is
    /// cheaper than a lookup there and an insertion here.
    pub fn repeat(&mut self, key: u128) -> Option<&StepDecision> {
        let (decision, from_previous) = self.decisions.get(&key)?;
        if *from_previous {
            self.reused += 1;
        } else {
            self.repeated += 1;
        }
        Some(decision)
    }

    /// How many steps took the previous run's decision.
    pub fn reused(&self) -> usize {
        self.reused
    }

    /// How many steps took the decision of an earlier step of the same run.
    pub fn repeated(&self) -> usize {
        self.repeated
    }

    pub fn len(&self) -> usize {
        self.decisions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.decisions.is_empty()
    }
}

/// Fingerprints: the bytes the `Hash` implementations of the parts write,
/// collected in a buffer kept between fingerprints, then one XXH3-128 pass
/// over them (a streaming hasher updated per field costs several times more
/// for the many small writes of a derived `Hash`).
#[derive(Default)]
pub struct Fingerprinter {
    bytes: Vec<u8>,
}

/// Appends what a `Hash` implementation writes.
struct ByteSink<'b>(&'b mut Vec<u8>);

/// The integer writes of a derived `Hash` (discriminants, lengths, fields)
/// copy a fixed number of bytes, not a call to `memcpy` each as `write`'s
/// slice of unknown length does.
macro_rules! fixed_writes {
    ($($name:ident: $int:ty),* $(,)?) => {
        $(
            #[inline]
            fn $name(&mut self, value: $int) {
                self.0.extend_from_slice(&value.to_le_bytes());
            }
        )*
    };
}

impl Hasher for ByteSink<'_> {
    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }

    fixed_writes!(
        write_u8: u8,
        write_u16: u16,
        write_u32: u32,
        write_u64: u64,
        write_u128: u128,
        write_usize: usize,
        write_i8: i8,
        write_i16: i16,
        write_i32: i32,
        write_i64: i64,
        write_i128: i128,
        write_isize: isize,
    );

    fn finish(&self) -> u64 {
        xxh3_64(self.0)
    }
}

impl Fingerprinter {
    /// Starts a new fingerprint.
    pub fn start(&mut self) -> &mut Self {
        self.bytes.clear();
        self
    }

    pub fn add(&mut self, value: &impl Hash) -> &mut Self {
        value.hash(&mut ByteSink(&mut self.bytes));
        self
    }

    pub fn finish(&self) -> u128 {
        xxh3_128(&self.bytes)
    }

    /// The fingerprint of a slot's sharding (`None`: it has none).
    pub fn sharding_print(&mut self, sharding: Option<&TensorSharding>) -> u128 {
        self.start().add(&sharding).finish()
    }
}
