//! `mesh-lsp explain` and `mesh-lsp propagate`, end to end through the binary,
//! plus snapshots of their output on inputs written for these tests.

use serde_json::Value;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mesh-lsp"))
}

fn input(name: &str) -> String {
    format!("{}/tests/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> (i32, String, String) {
    let output = bin().args(args).output().expect("binary runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn explain_gspmd_seed_example_device_slices() {
    // `{devices=[2,1]0,1}` on 4x3: device 0 holds rows 0-1, device 1 rows 2-3.
    let (status, out, _) = run(&[
        "explain",
        &input("inputs/seed_gspmd.mlir"),
        "2:50",
        "--format",
        "json",
    ]);
    assert_eq!(status, 0);
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], "%2");
    assert_eq!(json["type"], "tensor<4x3xi32>");
    assert_eq!(json["sharding"]["text"], "{devices=[2,1]0,1}");
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 2);
    assert_eq!(devices[0]["id"], 0);
    assert_eq!(devices[0]["slices"], serde_json::json!([[0, 2], [0, 3]]));
    assert_eq!(devices[1]["slices"], serde_json::json!([[2, 4], [0, 3]]));
    assert_eq!(devices[0]["shape"], serde_json::json!([2, 3]));
    assert_eq!(json["bytes_per_device"], 24);
    for key in ["mesh", "sharding", "devices"] {
        assert!(json.get(key).is_some(), "missing {key}");
    }
}

#[test]
fn explain_three_d_example_gives_3x2x1_shards() {
    let (status, out, _) = run(&[
        "explain",
        &input("inputs/seed_gspmd.mlir"),
        "6:50",
        "--format",
        "json",
    ]);
    assert_eq!(status, 0);
    let json: Value = serde_json::from_str(&out).unwrap();
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 8);
    assert!(devices
        .iter()
        .all(|d| d["shape"] == serde_json::json!([3, 2, 1])));
}

#[test]
fn explain_nothing_there_exits_1_and_bad_position_exits_2() {
    let (status, _, err) = run(&["explain", &input("inputs/seed_gspmd.mlir"), "1:1"]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("nothing to explain"));
    let (status, _, _) = run(&["explain", &input("inputs/seed_gspmd.mlir"), "x:1"]);
    assert_eq!(status, 2);
    let (status, _, _) = run(&["explain", &input("inputs/seed_gspmd.mlir"), "999:1"]);
    assert_eq!(status, 2);
}

#[test]
fn explain_text_snapshot() {
    let (status, out, _) = run(&["explain", &input("ir_inputs/sdy_mlp.mlir"), "13:6"]);
    assert_eq!(status, 0);
    insta::assert_snapshot!(out);
}

#[test]
fn propagate_json_schema_and_snapshot() {
    let (status, out, _) = run(&[
        "propagate",
        &input("ir_inputs/sdy_mlp.mlir"),
        "--format",
        "json",
    ]);
    assert_eq!(status, 0);
    let json: Value = serde_json::from_str(&out).unwrap();
    let functions = json["functions"].as_array().unwrap();
    assert_eq!(functions[0]["name"], "main");
    let args = functions[0]["args"].as_array().unwrap();
    assert_eq!(args[0]["name"], "%arg0");
    assert_eq!(
        args[0]["sharding"]["dims"],
        serde_json::json!([["data"], []])
    );
    let ops = functions[0]["ops"].as_array().unwrap();
    assert!(ops
        .iter()
        .all(|op| op["op"].is_string() && op["line"].is_u64()));
    assert!(json["diagnostics"].is_array());
    insta::assert_json_snapshot!(json);
}

#[test]
fn propagate_mlir_output_parses_and_carries_shardings() {
    let (status, out, _) = run(&["propagate", &input("ir_inputs/sdy_mlp.mlir")]);
    assert_eq!(status, 0);
    let tree = mesh_lsp::syntax::parse(&out);
    assert!(!tree.root_node().has_error(), "{out}");
    assert!(out.contains("%0 = stablehlo.convert %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {\"model\"}]>]>}"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn propagate_gspmd_writes_mhlo_sharding_strings() {
    let (status, out, _) = run(&["propagate", &input("ir_inputs/gspmd.mlir")]);
    assert_eq!(status, 0);
    assert!(
        !mesh_lsp::syntax::parse(&out).root_node().has_error(),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

#[test]
fn propagate_shard_dialect_inserts_shard_ops() {
    let (status, out, _) = run(&["propagate", &input("ir_inputs/shard_dialect.mlir")]);
    assert_eq!(status, 0);
    assert!(
        !mesh_lsp::syntax::parse(&out).root_node().has_error(),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

/// The generic form `mlir-opt --mlir-print-op-generic` prints and the custom
/// form of the same module propagate alike, and the generic output gets its
/// new argument and result shardings in `arg_attrs`/`res_attrs`.
#[test]
fn propagate_reads_and_writes_the_generic_form() {
    let generic = input("ir_inputs/generic_form.mlir");
    let custom = input("inputs/custom_form.mlir");
    let json_of = |file: &str| {
        let (status, out, err) = run(&["propagate", file, "--format", "json"]);
        assert_eq!(status, 0, "{err}");
        serde_json::from_str::<Value>(&out).unwrap()["functions"].clone()
    };
    let functions = json_of(&generic);
    assert_eq!(functions.as_array().map(Vec::len), Some(3));
    assert_eq!(functions, json_of(&custom));

    let (status, out, err) = run(&["propagate", &generic]);
    assert_eq!(status, 0, "{err}");
    let helper_args =
        r#"<{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}], function_type"#;
    assert!(out.contains(helper_args), "{out}");
    assert!(out.contains(r#"res_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}], sym_name = "helper""#), "{out}");
    // Shardy's export turns the constraint into a reshard, in the form it was.
    assert!(
        out.contains(r#"%1 = "sdy.reshard"(%0) <{sharding = "#),
        "{out}"
    );
    let rewritten =
        std::env::temp_dir().join(format!("mesh-lsp-generic-{}.mlir", std::process::id()));
    std::fs::write(&rewritten, &out).unwrap();
    let (status, report, _) = run(&["check", rewritten.to_str().unwrap()]);
    std::fs::remove_file(&rewritten).ok();
    assert_eq!(status, 0, "{report}");
}

/// A generic `sdy.data_flow_edge` without a sharding gets one as a property,
/// where the custom form would write `sharding=<…>`.
#[test]
fn propagate_gives_a_generic_data_flow_edge_its_sharding_as_a_property() {
    let text = r#""builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}], function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    %0 = "sdy.data_flow_edge"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%0) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let file = std::env::temp_dir().join(format!("mesh-lsp-edge-{}.mlir", std::process::id()));
    std::fs::write(&file, text).unwrap();
    let (status, out, err) = run(&["propagate", file.to_str().unwrap()]);
    std::fs::remove_file(&file).ok();
    assert_eq!(status, 0, "{err}");
    let edge =
        r#"%0 = "sdy.data_flow_edge"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}> : "#;
    assert!(out.contains(edge), "{out}");
}

#[test]
fn explain_at_an_op_name_explains_its_result() {
    // Issue #14, item 7: the cursor on `stablehlo.tanh` explains `%0`, whose
    // sharding propagation inferred, instead of saying it has none.
    let text = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @f(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<16x256xf32> {
  %0 = stablehlo.tanh %x : tensor<16x256xf32>
  return %0 : tensor<16x256xf32>
}
"#;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("explain_op_name");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("op_name.mlir");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    // Line 3, on the `h` of `stablehlo.tanh`.
    let (status, out, err) = run(&["explain", path, "3:17", "--format", "json"]);
    assert_eq!(status, 0, "{err}");
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], "%0");
    assert_eq!(json["inferred"], true, "{json}");
    assert_eq!(json["local_shape"], serde_json::json!([8, 64]));
}

#[test]
fn propagate_json_gives_function_boundaries_as_shardys_export_does() {
    // Issue #14, item 1. What jaxlib 0.10.2's sdy-propagation-pipeline
    // answers on this program: %x [{}, {}] (10 on "a"=8 is cut to "a":(1)2,
    // a sub-axis, and dropped because the dim is open; 4 on "p"=5 to
    // nothing), %y [{"a"}, {}] (size-1 "c" and replicated "p" dropped), the
    // results alike, while the first negate keeps [{"a"}, {"p"}].
    let text = r#"sdy.mesh @mesh = <["a"=8, "c"=1, "p"=5]>
func.func @main(%x: tensor<10x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"p", ?}]>}, %y: tensor<16x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", "a"}, {}], replicated={"p"}>}) -> (tensor<10x4xf32>, tensor<16x6xf32>) {
  %0 = stablehlo.negate %x : tensor<10x4xf32>
  %1 = stablehlo.negate %y : tensor<16x6xf32>
  return %0, %1 : tensor<10x4xf32>, tensor<16x6xf32>
}
"#;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("propagate_export");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("boundaries.mlir");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let (status, out, err) = run(&["propagate", path, "--format", "json"]);
    assert_eq!(status, 0, "{err}");
    let json: Value = serde_json::from_str(&out).unwrap();
    let f = &json["functions"][0];
    let dims = |v: &Value| v["sharding"]["dims"].clone();
    assert_eq!(dims(&f["args"][0]), serde_json::json!([[], []]));
    assert_eq!(dims(&f["args"][1]), serde_json::json!([["a"], []]));
    assert_eq!(
        f["args"][1]["sharding"]["replicated"],
        serde_json::json!([])
    );
    assert_eq!(dims(&f["results"][0]), serde_json::json!([[], []]));
    assert_eq!(dims(&f["results"][1]), serde_json::json!([["a"], []]));
    assert_eq!(
        dims(&f["ops"][0]["results"][0]),
        serde_json::json!([["a"], ["p"]])
    );
    // The module `propagate` prints agrees.
    let (status, out, _) = run(&["propagate", path]);
    assert_eq!(status, 0);
    assert!(
        out.contains(r#"%x: tensor<10x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}"#),
        "{out}"
    );
    assert!(out.contains(r#"-> (tensor<10x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})"#), "{out}");
}

#[test]
fn a_call_gets_its_callees_exported_result_sharding() {
    // jaxlib 0.10.2: the pad keeps [{"data"}, {"model"}] on 19 rows, the
    // callee's result is cut to [{}, {"model"}], and so is the call's.
    let text = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<19x64xf32> {
  %1 = call @_pad(%arg0) : (tensor<16x64xf32>) -> tensor<19x64xf32>
  %2 = stablehlo.negate %1 : tensor<19x64xf32>
  return %2 : tensor<19x64xf32>
}
func.func private @_pad(%arg0: tensor<16x64xf32>) -> tensor<19x64xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.pad %arg0, %c, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<19x64xf32>
  return %1 : tensor<19x64xf32>
}
"#;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("propagate_export");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("call.mlir");
    std::fs::write(&path, text).unwrap();
    let (status, out, err) = run(&["propagate", path.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    for expected in [
        r#"call @_pad(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}"#,
        r#"stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}"#,
        r#"-> (tensor<19x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {"#,
        r#"interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}"#,
    ] {
        assert!(out.contains(expected), "{expected}\n{out}");
    }
}

#[test]
fn explain_a_gspmd_constraint_with_unspecified_dims_as_xla_fills_them() {
    // What JAX 0.10.2 lowers `with_sharding_constraint(y, P("data",
    // P.UNCONSTRAINED))` to with Shardy off; XLA compiles the sine, the
    // constraint and the cosine to 8x8 shards ({devices=[2,4]<=[8]}).
    let text = r#"module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<16x32xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %2 = stablehlo.cosine %1 : tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
}
"#;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("explain_unspecified");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("unspecified.mlir");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let (status, out, err) = run(&["explain", path, "4:6", "--format", "json"]);
    assert_eq!(status, 0, "{err}");
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], "%1");
    assert_eq!(json["local_shape"], serde_json::json!([8, 8]), "{json}");
    let (status, out, _) = run(&["propagate", path]);
    assert_eq!(status, 0);
    assert!(
        out.contains(r#"%2 = stablehlo.cosine %1 {mhlo.sharding = "{devices=[2,4]<=[8]}"}"#),
        "{out}"
    );
}

/// `--traversal` and `--cse` on a `shard` file: LLVM's forward-backward test
/// reads `%1` as split on axis 0 under its own traversal, on axis 1 under the
/// default; `cse` merges the identical `shard.sharding` ops; `check` takes
/// the option too; a name the pass does not know is a usage error.
#[test]
fn propagate_takes_the_pass_traversal_and_cse() {
    let file = input("shard_verifier/llvm/forward-backward-sharding-propagation.mlir");
    let fill_operand = |out: &str| {
        // The generic reads `%1` through an `annotate_for_users` shard.
        let generic = out
            .lines()
            .find(|l| l.contains("linalg.generic"))
            .expect("the generic");
        let read = generic
            .split("ins(")
            .nth(1)
            .and_then(|s| s.split([',', ' ']).nth(2))
            .expect("its second operand")
            .to_string();
        out.lines()
            .find(|l| l.trim_start().starts_with(&format!("{read} =")))
            .expect("its shard")
            .to_string()
    };
    let (status, default, err) = run(&["propagate", &file]);
    assert_eq!(status, 0, "{err}");
    let (status, fb, err) = run(&["propagate", &file, "--traversal", "forward-backward"]);
    assert_eq!(status, 0, "{err}");
    assert_ne!(default, fb);
    let sharding_of = |out: &str, shard: &str| {
        let sharding = shard
            .split(" to ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap();
        out.lines()
            .find(|l| l.trim_start().starts_with(&format!("{sharding} =")))
            .unwrap()
            .to_string()
    };
    assert!(sharding_of(&fb, &fill_operand(&fb)).contains("split_axes = [[1]]"));
    let count = |out: &str| out.matches("= shard.sharding").count();
    let (status, cse, _) = run(&[
        "propagate",
        &file,
        "--traversal",
        "forward-backward",
        "--cse",
    ]);
    assert_eq!(status, 0);
    assert!(count(&cse) < count(&fb), "{cse}");
    // With `cse` exactly one op per distinct sharding: [[0]], [[1]].
    assert_eq!(count(&cse), 2, "{cse}");
    let (status, _, _) = run(&["check", &file, "--traversal", "forward"]);
    assert_eq!(status, 0);
    let (status, _, err) = run(&["propagate", &file, "--traversal", "sideways"]);
    assert_eq!(status, 2, "{err}");
}
