//! The communication view over the protocol: a code lens per function, an
//! inlay hint and a hover on the op that communicates, and the hardware
//! setting.

mod lsp_support;

use lsp_support::*;
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///megatron.mlir";

/// A row-parallel matmul: the contracting dim is sharded on "model" in both
/// operands, so each device holds partial sums and XLA all-reduces them.
const TEXT: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

#[tokio::test]
async fn lens_hint_and_hover_show_the_all_reduce() {
    let enc = Enc::Utf16;
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(URI, 1, TEXT).await;

    let lenses = c
        .request("textDocument/codeLens", json!({"textDocument": doc(URI)}))
        .await;
    let lenses = lenses.as_array().expect("lenses");
    assert_eq!(lenses.len(), 1, "{lenses:?}");
    assert_eq!(text_at(TEXT, &lenses[0]["range"], enc), "@main");
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(
        title.starts_with("1 all-reduce · 2.0 KiB/device"),
        "{title}"
    );
    assert!(title.contains("fits tpu-v5e"), "{title}");

    let whole = range_of(TEXT, 0, TEXT.len(), enc);
    let hints = c
        .request(
            "textDocument/inlayHint",
            json!({"textDocument": doc(URI), "range": whole}),
        )
        .await;
    let labels: Vec<&str> = hints
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|h| h["label"].as_str())
        .collect();
    assert!(
        labels
            .iter()
            .any(|l| l.starts_with("⇄ all-reduce \"model\" 2.0 KiB")),
        "{labels:?}"
    );

    let hover = c
        .request(
            "textDocument/hover",
            at(URI, pos(TEXT, "stablehlo.dot_general", 4, enc)),
        )
        .await;
    let md = hover["contents"]["value"].as_str().unwrap();
    assert!(md.contains("**all-reduce** over \"model\""), "{md}");
    assert!(md.contains("why: reduction factor"), "{md}");

    // The hardware setting changes the model of the lens.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "h100"}}}),
    )
    .await;
    let lenses = c
        .request("textDocument/codeLens", json!({"textDocument": doc(URI)}))
        .await;
    let title = lenses[0]["command"]["title"].as_str().unwrap();
    assert!(title.contains("fits h100"), "{title}");
}

/// 24 GiB per device: fits an H100's 80 GB, not a v5e's 16 GiB.
const BIG: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%a: tensor<262144x65536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}, %b: tensor<262144x65536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) -> tensor<262144x65536xf32> {
  %0 = stablehlo.add %a, %b : tensor<262144x65536xf32>
  return %0 : tensor<262144x65536xf32>
}
"#;

fn codes(published: &serde_json::Value) -> Vec<String> {
    published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn choosing_hardware_publishes_whether_it_fits() {
    let mut c = Client::start(utf16_capabilities()).await;
    c.open("file:///big.mlir", 1, BIG).await;
    let first = c.notification("textDocument/publishDiagnostics").await;
    // No hardware chosen: no fit check.
    assert!(
        !codes(&first).iter().any(|c| c == "partition/does-not-fit"),
        "{first}"
    );
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "tpu-v5e"}}}),
    )
    .await;
    let again = c.notification("textDocument/publishDiagnostics").await;
    let diagnostics = again["diagnostics"].as_array().unwrap();
    let fit: Vec<_> = diagnostics
        .iter()
        .filter(|d| d["code"] == "partition/does-not-fit")
        .collect();
    assert_eq!(fit.len(), 1, "{again}");
    assert_eq!(text_at(BIG, &fit[0]["range"], Enc::Utf16), "@main");
    assert_eq!(fit[0]["severity"], 2);

    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"hardware": "h100"}}}),
    )
    .await;
    let on_h100 = c.notification("textDocument/publishDiagnostics").await;
    assert!(
        !codes(&on_h100)
            .iter()
            .any(|c| c == "partition/does-not-fit"),
        "{on_h100}"
    );
}

/// A function of more than `pipeline::DEFER_FINDINGS_OVER_OPS` ops (as a
/// JAX `main` is) that ends with a reshard through a whole copy.
fn large_function_with_a_rematerialization() -> String {
    let mut text = String::from(
        "sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\nfunc.func @main(%x: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}]>}, %y: tensor<4xf32>) -> (tensor<1024x1024xf32>, tensor<4xf32>) {\n  %v0 = stablehlo.add %y, %y : tensor<4xf32>\n",
    );
    let ops = mesh_lsp::pipeline::DEFER_FINDINGS_OVER_OPS + 10;
    for i in 1..ops {
        text.push_str(&format!(
            "  %v{i} = stablehlo.add %v{}, %y : tensor<4xf32>\n",
            i - 1
        ));
    }
    text.push_str(&format!(
        "  %r = sdy.reshard %x <@mesh, [{{}}, {{\"model\"}}]> : tensor<1024x1024xf32>\n  return %r, %v{} : tensor<1024x1024xf32>, tensor<4xf32>\n}}\n",
        ops - 1
    ));
    text
}

/// The two publishes of version 1 after opening a large document: first
/// what is known without partitioning, then the same version again with
/// the partitioning's warnings (returned).
async fn published_in_two_steps(c: &mut Client) -> Value {
    let first = c.notification("textDocument/publishDiagnostics").await;
    assert_eq!(first["version"], 1, "{first}");
    assert!(
        !codes(&first).iter().any(|c| c.starts_with("partition/")),
        "{first}"
    );
    let second = c.notification("textDocument/publishDiagnostics").await;
    assert_eq!(second["version"], 1, "{second}");
    second
}

/// How many diagnostics of `published` have the code `code`.
fn count_of(published: &Value, code: &str) -> usize {
    codes(published).iter().filter(|c| *c == code).count()
}

/// A space typed after the first `%v1 =` of `text` (as version `version`);
/// the line it is on.
async fn type_after_v1(c: &mut Client, uri: &str, text: &str, version: i64) -> usize {
    let at = text.find("%v1 =").expect("an op");
    let line = text[..at].matches('\n').count();
    let position = json!({"line": line, "character": 2 + "%v1 =".len()});
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": version},
               "contentChanges": [{"range": {"start": position, "end": position}, "text": " "}]}),
    )
    .await;
    line
}

#[tokio::test]
async fn a_large_function_publishes_its_partitioning_warnings_second() {
    let text = large_function_with_a_rematerialization();
    let uri = "file:///large.mlir";
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(uri, 1, &text).await;
    // First what is known without partitioning the function, then the same
    // version again with its partitioning's warning.
    let second = published_in_two_steps(&mut c).await;
    assert_eq!(
        count_of(&second, "partition/full-rematerialization"),
        1,
        "{second}"
    );
    // An edit inside an op of the function: the same two steps for version 2.
    let line = type_after_v1(&mut c, uri, &text, 2).await;
    let mut published = Vec::new();
    while published.len() < 2 {
        let p = c.notification("textDocument/publishDiagnostics").await;
        if p["version"] == 2 {
            published.push(p);
        }
    }
    assert!(!codes(&published[0])
        .iter()
        .any(|c| c.starts_with("partition/")));
    assert!(codes(&published[1])
        .iter()
        .any(|c| c == "partition/full-rematerialization"));
    // Indentation typed before a statement changes no op: the function's
    // analysis is kept, findings included, and version 3 is published once,
    // complete.
    let position = json!({"line": line, "character": 0});
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 3},
               "contentChanges": [{"range": {"start": position, "end": position}, "text": " "}]}),
    )
    .await;
    let third = loop {
        let p = c.notification("textDocument/publishDiagnostics").await;
        if p["version"] == 3 {
            break p;
        }
    };
    assert_eq!(codes(&third), codes(&published[1]), "{third}");
    // Pulled or asked for, the findings are there at once: a code lens.
    let lenses = c
        .request("textDocument/codeLens", json!({"textDocument": doc(uri)}))
        .await;
    let title = lenses[0]["command"]["title"].as_str().unwrap_or_default();
    assert!(title.contains("all-gather"), "{lenses}");
}

/// A module of many small functions holding more than
/// `pipeline::DEFER_FINDINGS_OVER_OPS` ops together, the last of which ends
/// with a reshard through a whole copy.
fn many_functions_with_a_rematerialization() -> String {
    let mut text = String::from("sdy.mesh @mesh = <[\"data\"=2, \"model\"=4]>\n");
    let per_function = 50;
    let functions = mesh_lsp::pipeline::DEFER_FINDINGS_OVER_OPS / per_function + 1;
    for f in 0..functions {
        text.push_str(&format!(
            "func.func @f{f}(%y: tensor<4xf32>) -> tensor<4xf32> {{\n  %v0 = stablehlo.add %y, %y : tensor<4xf32>\n"
        ));
        for i in 1..per_function {
            text.push_str(&format!(
                "  %v{i} = stablehlo.add %v{}, %y : tensor<4xf32>\n",
                i - 1
            ));
        }
        text.push_str(&format!(
            "  return %v{} : tensor<4xf32>\n}}\n",
            per_function - 1
        ));
    }
    text.push_str("func.func @last(%x: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"data\"}, {}]>}) -> tensor<1024x1024xf32> {\n  %r = sdy.reshard %x <@mesh, [{}, {\"model\"}]> : tensor<1024x1024xf32>\n  return %r : tensor<1024x1024xf32>\n}\n");
    text
}

#[tokio::test]
async fn a_large_module_publishes_its_partitioning_warnings_second_when_it_opens() {
    let text = many_functions_with_a_rematerialization();
    let uri = "file:///many.mlir";
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(uri, 1, &text).await;
    let second = published_in_two_steps(&mut c).await;
    assert_eq!(
        count_of(&second, "partition/full-rematerialization"),
        1,
        "{second}"
    );
    // An edit inside one small function: its findings alone are computed
    // again, with the rest, and version 2 is published once, complete.
    type_after_v1(&mut c, uri, &text, 2).await;
    let edited = loop {
        let p = c.notification("textDocument/publishDiagnostics").await;
        if p["version"] == 2 {
            break p;
        }
    };
    assert_eq!(codes(&edited), codes(&second), "{edited}");
    assert!(
        c.maybe_notification(
            "textDocument/publishDiagnostics",
            Duration::from_millis(600)
        )
        .await
        .is_none(),
        "version 2 is published once"
    );
}

/// A row-parallel matmul whose replicated result is returned sharded on
/// "model": the all-reduce and the slice become a reduce-scatter on GPU and
/// TPU (`ReduceScatterCreator`), not on CPU.
const REDUCE_SCATTER: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

#[tokio::test]
async fn the_backend_setting_changes_the_predictions() {
    let uri = "file:///reduce_scatter.mlir";
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(uri, 1, REDUCE_SCATTER).await;
    async fn hover(c: &mut Client, uri: &str) -> String {
        let at_dot = at(
            uri,
            pos(REDUCE_SCATTER, "stablehlo.dot_general", 4, Enc::Utf16),
        );
        let hover = c.request("textDocument/hover", at_dot).await;
        hover["contents"]["value"].as_str().unwrap().to_string()
    }
    async fn view(c: &mut Client, uri: &str) -> String {
        let at_dot = at(
            uri,
            pos(REDUCE_SCATTER, "stablehlo.dot_general", 4, Enc::Utf16),
        );
        let view = c.request("meshLsp/partitionedFunction", at_dot).await;
        view["text"].as_str().unwrap().to_string()
    }
    let set = |backend: &str| json!({"settings": {"meshLsp": {"backend": backend}}});

    // "auto" by default: the hardware model's (tpu-v5e → TPU).
    let md = hover(&mut c, uri).await;
    assert!(
        md.contains("predicted on TPU: becomes a reduce-scatter"),
        "{md}"
    );
    let text = view(&mut c, uri).await;
    assert!(
        text.contains("// Predicted on TPU after partitioning"),
        "{text}"
    );

    // XLA:CPU forms no reduce-scatter: no prediction line.
    c.notify("workspace/didChangeConfiguration", set("cpu"))
        .await;
    let md = hover(&mut c, uri).await;
    assert!(md.contains("**all-reduce**"), "{md}");
    assert!(!md.contains("predicted on"), "{md}");
    let text = view(&mut c, uri).await;
    assert!(
        text.contains("// Predicted on CPU: no rewrite of these collectives"),
        "{text}"
    );

    c.notify("workspace/didChangeConfiguration", set("gpu"))
        .await;
    let md = hover(&mut c, uri).await;
    assert!(
        md.contains("predicted on GPU: becomes a reduce-scatter (ReduceScatterCreator)"),
        "{md}"
    );
    let text = view(&mut c, uri).await;
    assert!(
        text.contains("// Predicted on GPU after partitioning"),
        "{text}"
    );
    assert!(
        text.contains(
            "become one reduce-scatter: each device receives only its shard (ReduceScatterCreator)"
        ),
        "{text}"
    );

    // Back to the hardware model's.
    c.notify("workspace/didChangeConfiguration", set("auto"))
        .await;
    let md = hover(&mut c, uri).await;
    assert!(md.contains("predicted on TPU"), "{md}");
}

/// `@main` calls two row-parallel matmuls of their own: one all-reduce in
/// each callee, combined once the calls are inlined.
const CALLS: &str = r#"sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<16x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %w: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %v: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %0 = call @first(%x, %w) : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  %1 = call @second(%x, %v) : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0, %1 : tensor<16x64xf32>, tensor<16x64xf32>
}
func.func private @first(%x: tensor<16x256xf32>, %w: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
func.func private @second(%x: tensor<16x256xf32>, %w: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}
"#;

#[tokio::test]
async fn the_view_of_main_combines_across_its_calls() {
    let uri = "file:///calls.mlir";
    let mut c = Client::start(utf16_capabilities()).await;
    c.open(uri, 1, CALLS).await;
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"meshLsp": {"backend": "cpu"}}}),
    )
    .await;
    let view = |needle: &str| at(uri, pos(CALLS, needle, 2, Enc::Utf16));
    let main = c
        .request("meshLsp/partitionedFunction", view("@main"))
        .await;
    let text = main["text"].as_str().unwrap();
    assert!(
        text.contains("// Predicted on CPU after partitioning"),
        "{text}"
    );
    assert!(
        text.contains("(from 2 functions, combined after the calls are inlined)"),
        "{text}"
    );
    assert!(text.contains("@first line 8, @second line 12"), "{text}");
    // A callee alone has one all-reduce: nothing to combine in it.
    let first = c
        .request("meshLsp/partitionedFunction", view("@first(%x: tensor"))
        .await;
    let text = first["text"].as_str().unwrap();
    assert!(
        text.contains("// Predicted on CPU: no rewrite of these collectives"),
        "{text}"
    );
}

/// The row-parallel matmul, then `ops` more statements: a function large
/// enough that the server leaves its partitioning findings (the
/// collectives) for after the first diagnostics of an edit.
fn large_function(ops: usize) -> String {
    let mut text = TEXT.replace("  return %0 : tensor<16x64xf32>\n", "");
    for i in 1..=ops {
        text.push_str(&format!(
            "  %{i} = stablehlo.negate %{} : tensor<16x64xf32>\n",
            i - 1
        ));
    }
    text.push_str(&format!("  return %{ops} : tensor<16x64xf32>\n}}\n"));
    text
}

#[tokio::test]
async fn hints_after_an_edit_do_not_wait_for_the_collectives_and_a_refresh_brings_them() {
    let enc = Enc::Utf16;
    let mut capabilities = utf16_capabilities();
    capabilities["workspace"] = json!({"inlayHint": {"refreshSupport": true}});
    let mut c = Client::start(capabilities).await;
    let text = large_function(mesh_lsp::pipeline::DEFER_FINDINGS_OVER_OPS + 100);
    c.open(URI, 1, &text).await;
    // A letter typed into a value's name: the function changed.
    let at = text.find("%7 = ").unwrap() + 2;
    let mut edited = text.clone();
    edited.insert(at, 'x');
    c.notify(
        "textDocument/didChange",
        json!({
            "textDocument": {"uri": URI, "version": 2},
            "contentChanges": [{"range": range_of(&text, at, at, enc), "text": "x"}],
        }),
    )
    .await;
    let line_of_matmul = range_of(&edited, 0, edited.find("  %1 = ").unwrap(), enc);
    let collectives = |hints: &Value| -> Vec<String> {
        hints
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|h| h["label"].as_str())
            .filter(|l| l.starts_with('⇄'))
            .map(str::to_string)
            .collect()
    };
    // Asked at once, the hints come without waiting for the findings; the
    // all-reduce is among them only if the findings happened to be done.
    // If not, the server asks the client to refresh once they are, and the
    // hints asked again have it.
    let refreshes = |c: &Client| {
        c.server_requests
            .iter()
            .filter(|r| r["method"] == "workspace/inlayHint/refresh")
            .count()
    };
    let params = json!({"textDocument": doc(URI), "range": line_of_matmul});
    let first = c.request("textDocument/inlayHint", params.clone()).await;
    if collectives(&first).is_empty() {
        let mut asked = false;
        for _ in 0..500 {
            if refreshes(&c) > 0 {
                asked = true;
                break;
            }
            c.request("workspace/symbol", json!({"query": "main"}))
                .await;
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(asked, "hints lacked the all-reduce and no refresh came");
    }
    let after = c.request("textDocument/inlayHint", params).await;
    let after = collectives(&after);
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(
        after[0].starts_with("⇄ all-reduce \"model\" 2.0 KiB"),
        "{after:?}"
    );
}

#[tokio::test]
async fn the_findings_of_a_large_function_wait_until_the_typing_pauses() {
    use mesh_lsp::lsp::{ServerOptions, Tuning};
    use std::time::Duration;
    let text = large_function_with_a_rematerialization();
    let uri = "file:///large.mlir";
    // A long pause required, so that the edits below surely come within it.
    let tuning = Tuning {
        findings_after_idle: Duration::from_secs(3),
        ..Tuning::default()
    };
    let mut c = Client::start_tuned(utf16_capabilities(), ServerOptions::default(), tuning).await;
    c.open(uri, 1, &text).await;
    let at = text.find("%v1 =").expect("an op");
    let line = text[..at].matches('\n').count();
    // Two edits inside an op, 300 ms apart: version 2 gets its first
    // publish and never its second.
    for (version, character) in [(2, 2), (3, 3)] {
        let position = json!({"line": line, "character": character + "%v1 =".len()});
        c.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version},
                   "contentChanges": [{"range": {"start": position, "end": position}, "text": " "}]}),
        )
        .await;
        let first = loop {
            let p = c.notification("textDocument/publishDiagnostics").await;
            assert!(
                !codes(&p).iter().any(|c| c.starts_with("partition/")),
                "findings published while the typing went on: {p}"
            );
            if p["version"] == version {
                break p;
            }
        };
        assert_eq!(first["version"], version);
        // A pause shorter than the idle time: long enough for the findings
        // of this small function, had they started at once.
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    // Once the typing pauses, the last version's findings come.
    let second = c.notification("textDocument/publishDiagnostics").await;
    assert_eq!(second["version"], 3, "{second}");
    assert!(
        codes(&second).contains(&"partition/full-rematerialization".to_string()),
        "{second}"
    );
}
