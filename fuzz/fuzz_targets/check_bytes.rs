#![no_main]
//! libFuzzer entry for [`mesh_lsp_fuzz::check_bytes`]; see `fuzz/src/lib.rs`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| mesh_lsp_fuzz::check_bytes(data));
