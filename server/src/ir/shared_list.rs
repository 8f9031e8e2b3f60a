//! A list kept in fixed blocks behind `Arc`s, so that a copy shares them.
//!
//! A function's ops and values are such lists. An edit inside one op
//! (`ir::splice`) copies the function and replaces that op: with one `Vec`
//! the copy touched every op's `Arc` count (a cache miss each, 6 ms of a
//! keystroke in a JAX `main` of 108k ops) and dropping the old function
//! touched them all again. Here a copy clones one pointer per block and a
//! change copies only the block it falls in (`make_mut`); two lists whose
//! block is the very same `Arc` hold the very same items there, so finding
//! the items an edit replaced (`not_same`) skips the blocks both share.

use serde::{Serialize, Serializer};
use std::sync::Arc;

/// Items per block: the block of a change is copied whole.
pub const BLOCK_LEN: usize = 512;
const BLOCK_BITS: u32 = BLOCK_LEN.trailing_zeros();

#[derive(Clone)]
pub struct SharedList<T> {
    /// Every block but the last holds exactly `BLOCK_LEN` items.
    blocks: Vec<Arc<[T]>>,
    len: usize,
}

impl<T> Default for SharedList<T> {
    fn default() -> Self {
        SharedList {
            blocks: Vec::new(),
            len: 0,
        }
    }
}

impl<T> SharedList<T> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, index: usize) -> Option<&T> {
        self.blocks
            .get(index >> BLOCK_BITS)?
            .get(index & (BLOCK_LEN - 1))
    }

    pub fn last(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|i| self.get(i))
    }

    /// The items in order.
    pub fn iter(&self) -> Iter<'_, T> {
        self.iter_from(0)
    }

    /// The items from `start` on (none when `start` is past the end).
    pub fn iter_from(&self, start: usize) -> Iter<'_, T> {
        let start = start.min(self.len);
        let first_block = start >> BLOCK_BITS;
        let mut blocks = self.blocks[first_block.min(self.blocks.len())..].iter();
        let front = match blocks.next() {
            Some(block) => block[start & (BLOCK_LEN - 1)..].iter(),
            None => [].iter(),
        };
        Iter {
            front,
            blocks,
            back: [].iter(),
            remaining: self.len - start,
        }
    }

    /// The first index whose item fails `pred`, for items that pass it
    /// and then fail it (as `slice::partition_point`).
    pub fn partition_point(&self, mut pred: impl FnMut(&T) -> bool) -> usize {
        // The first block whose last item fails, then within it.
        let block = self
            .blocks
            .partition_point(|block| block.last().is_some_and(&mut pred));
        match self.blocks.get(block) {
            Some(items) => (block << BLOCK_BITS) + items.partition_point(pred),
            None => self.len,
        }
    }

    /// Whether block `block` of both lists is the very same allocation, so
    /// that the items `block * BLOCK_LEN..` of that block are the same.
    pub fn same_block(&self, other: &SharedList<T>, block: usize) -> bool {
        match (self.blocks.get(block), other.blocks.get(block)) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl<T: Clone> SharedList<T> {
    /// The item at `index` to change, its block copied first if shared.
    pub fn make_mut(&mut self, index: usize) -> &mut T {
        let block = &mut self.blocks[index >> BLOCK_BITS];
        &mut Arc::make_mut(block)[index & (BLOCK_LEN - 1)]
    }

    /// Every item to change, each block copied first if shared.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.blocks
            .iter_mut()
            .flat_map(|block| Arc::make_mut(block).iter_mut())
    }

    pub fn push(&mut self, item: T) {
        match self.blocks.last_mut() {
            Some(block) if block.len() < BLOCK_LEN => {
                let mut items = block.to_vec();
                items.push(item);
                *block = items.into();
            }
            _ => self.blocks.push(Arc::from([item])),
        }
        self.len += 1;
    }
}

impl<U> SharedList<Arc<U>> {
    /// The indices whose items are not the very same `Arc` in both lists
    /// (of equal length), ascending; a block both share is passed over.
    pub fn not_same(&self, other: &SharedList<Arc<U>>) -> Vec<usize> {
        let mut differing = Vec::new();
        for (b, (mine, theirs)) in self.blocks.iter().zip(&other.blocks).enumerate() {
            if Arc::ptr_eq(mine, theirs) {
                continue;
            }
            let base = b << BLOCK_BITS;
            differing.extend(
                mine.iter()
                    .zip(theirs.iter())
                    .enumerate()
                    .filter(|(_, (a, b))| !Arc::ptr_eq(a, b))
                    .map(|(i, _)| base + i),
            );
        }
        differing
    }
}

impl<T> From<Vec<T>> for SharedList<T> {
    fn from(items: Vec<T>) -> Self {
        let len = items.len();
        let mut blocks = Vec::with_capacity(len.div_ceil(BLOCK_LEN));
        let mut items = items.into_iter();
        while items.len() > 0 {
            blocks.push(items.by_ref().take(BLOCK_LEN).collect());
        }
        SharedList { blocks, len }
    }
}

impl<T> FromIterator<T> for SharedList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        items.into_iter().collect::<Vec<T>>().into()
    }
}

impl<T> std::ops::Index<usize> for SharedList<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        assert!(
            index < self.len,
            "index {index} out of a list of {}",
            self.len
        );
        &self.blocks[index >> BLOCK_BITS][index & (BLOCK_LEN - 1)]
    }
}

impl<'a, T> IntoIterator for &'a SharedList<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;

    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for SharedList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: PartialEq> PartialEq for SharedList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<T: Eq> Eq for SharedList<T> {}

impl<T: Serialize> Serialize for SharedList<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// The items of a `SharedList` in order, from either end.
pub struct Iter<'a, T> {
    front: std::slice::Iter<'a, T>,
    blocks: std::slice::Iter<'a, Arc<[T]>>,
    back: std::slice::Iter<'a, T>,
    remaining: usize,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        loop {
            if let Some(item) = self.front.next() {
                self.remaining -= 1;
                return Some(item);
            }
            match self.blocks.next() {
                Some(block) => self.front = block.iter(),
                None => {
                    let item = self.back.next()?;
                    self.remaining -= 1;
                    return Some(item);
                }
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.remaining, Some(self.remaining))
    }
}

impl<T> DoubleEndedIterator for Iter<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(item) = self.back.next_back() {
                self.remaining -= 1;
                return Some(item);
            }
            match self.blocks.next_back() {
                Some(block) => self.back = block.iter(),
                None => {
                    let item = self.front.next_back()?;
                    self.remaining -= 1;
                    return Some(item);
                }
            }
        }
    }
}

impl<T> ExactSizeIterator for Iter<'_, T> {}

#[cfg(test)]
mod tests {
    use super::{SharedList, BLOCK_LEN};
    use std::sync::Arc;

    fn list(len: usize) -> (Vec<usize>, SharedList<usize>) {
        let items: Vec<usize> = (0..len).collect();
        (items.clone(), items.into())
    }

    #[test]
    fn reads_as_the_vector_it_was_made_from() {
        for len in [
            0,
            1,
            BLOCK_LEN - 1,
            BLOCK_LEN,
            BLOCK_LEN + 1,
            3 * BLOCK_LEN + 7,
        ] {
            let (items, shared) = list(len);
            assert_eq!(shared.len(), len);
            assert!(shared.iter().eq(items.iter()));
            assert!(shared.iter().rev().eq(items.iter().rev()));
            assert_eq!(shared.iter().len(), len);
            for start in [
                0,
                1,
                BLOCK_LEN - 1,
                BLOCK_LEN,
                len.saturating_sub(1),
                len,
                len + 5,
            ] {
                assert!(
                    shared.iter_from(start).eq(items.iter().skip(start)),
                    "from {start} of {len}"
                );
            }
            for (i, item) in items.iter().enumerate() {
                assert_eq!(shared[i], *item);
                assert_eq!(shared.get(i), Some(item));
            }
            assert_eq!(shared.get(len), None);
            assert_eq!(shared.last(), items.last());
            for cut in [0, 1, BLOCK_LEN, BLOCK_LEN + 3, len] {
                assert_eq!(
                    shared.partition_point(|&x| x < cut),
                    items.partition_point(|&x| x < cut)
                );
            }
        }
    }

    #[test]
    fn iterating_from_both_ends_meets_in_the_middle() {
        let (items, shared) = list(2 * BLOCK_LEN + 10);
        let mut iter = shared.iter();
        let mut seen = Vec::new();
        while let (Some(a), Some(b)) = (iter.next(), iter.next_back()) {
            seen.push(*a);
            seen.push(*b);
        }
        seen.sort_unstable();
        assert_eq!(seen, items);
    }

    #[test]
    fn a_change_copies_only_its_block() {
        let (mut items, shared) = list(3 * BLOCK_LEN);
        let mut copy = shared.clone();
        *copy.make_mut(BLOCK_LEN + 5) = 99;
        items[BLOCK_LEN + 5] = 99;
        assert!(copy.iter().eq(items.iter()));
        assert_eq!(
            shared[BLOCK_LEN + 5],
            BLOCK_LEN + 5,
            "the original is unchanged"
        );
        assert!(copy.same_block(&shared, 0));
        assert!(!copy.same_block(&shared, 1));
        assert!(copy.same_block(&shared, 2));
    }

    #[test]
    fn not_same_names_the_items_replaced() {
        let shared: SharedList<Arc<usize>> = (0..3 * BLOCK_LEN).map(Arc::new).collect();
        let mut copy = shared.clone();
        *copy.make_mut(7) = Arc::new(7);
        *copy.make_mut(2 * BLOCK_LEN + 1) = Arc::new(0);
        assert_eq!(copy.not_same(&shared), vec![7, 2 * BLOCK_LEN + 1]);
        assert!(shared.not_same(&shared.clone()).is_empty());
    }

    #[test]
    fn pushes_fill_the_last_block() {
        let mut shared = SharedList::default();
        for i in 0..BLOCK_LEN + 3 {
            shared.push(i);
        }
        assert!(shared.iter().copied().eq(0..BLOCK_LEN + 3));
        assert_eq!(shared[BLOCK_LEN + 2], BLOCK_LEN + 2);
    }
}
