//! Prints every slot's sharding after propagation, with open/closed dims and
//! origins: `cargo run --example debug_propagation -- FILE`.
use mesh_lsp::pipeline::analyze;
use mesh_lsp::sharding::sdy::print_sharding;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: debug_propagation FILE");
    let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
    let analysis = analyze(&text);
    for (chunk, result) in analysis.ir.chunks.iter().zip(&analysis.chunks) {
        for (slot, s) in result.propagation.shardings() {
            println!(
                "{:<40} {:<60} {:?}",
                mesh_lsp::propagation::slot_name(chunk, slot),
                print_sharding(&s.sharding),
                s.origin
            );
        }
    }
}
