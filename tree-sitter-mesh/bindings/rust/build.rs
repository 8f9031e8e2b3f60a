fn main() {
    let src_dir = std::path::Path::new("src");
    let mut build = cc::Build::new();
    build.std("c11").include(src_dir).warnings(false);
    for file in ["parser.c", "scanner.c"] {
        let path = src_dir.join(file);
        build.file(&path);
        println!("cargo:rerun-if-changed={}", path.display());
    }
    println!("cargo:rerun-if-changed=src/tree_sitter/parser.h");
    build.compile("tree-sitter-mesh");
}
