//! One shared copy of each distinct value: a model's layers repeat the same
//! few rules and shardings on thousands of ops, and a file of a million ops
//! held one copy per op.

use rustc_hash::FxHashSet;
use std::hash::Hash;
use std::sync::Arc;

/// The distinct values handed to it, each behind one `Arc`.
#[derive(Clone, Debug)]
pub struct Interner<T>(FxHashSet<Arc<T>>);

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner(FxHashSet::default())
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// `value`, as the copy of an equal one shared before, or shared now.
    pub fn share(&mut self, value: T) -> Arc<T> {
        if let Some(shared) = self.0.get(&value) {
            return shared.clone();
        }
        let value = Arc::new(value);
        self.0.insert(value.clone());
        value
    }

    /// Makes `value` the copy of an equal one shared before, or shares it.
    pub fn share_arc(&mut self, value: &mut Arc<T>) {
        match self.0.get(value) {
            Some(shared) => *value = shared.clone(),
            None => {
                self.0.insert(value.clone());
            }
        }
    }
}
