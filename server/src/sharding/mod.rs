//! Tensor sharding: one canonical model and a parser + printer per notation.
//!
//! Sharded MLIR files spell the same idea four ways: Shardy (`#sdy.sharding<@mesh, [{"a"}]>`),
//! the MLIR `shard`/`mesh` dialects in three eras (`split_axes = [[0]]`), and XLA's GSPMD
//! strings (`"{devices=[2,1]0,1}"`). Every notation converts to and from one model,
//! [`model::TensorSharding`] on a [`model::Mesh`], so checks, device layouts and quick fixes
//! are written once. Conversions go through the model; when a target notation cannot say
//! something (open dims in GSPMD, halos in Shardy, ...) the conversion returns
//! [`diag::ConversionError::CannotExpress`] with the reason.
//!
//! Everything here works on plain text (an attribute body or a string's contents) and
//! reports positions as byte offsets into that text; callers add the text's offset in the
//! file. No tree-sitter, no LSP types.
//!
//! | module | job |
//! |---|---|
//! | [`model`] | the canonical model |
//! | [`diag`] | parse errors, diagnostics, conversion errors |
//! | [`sdy`] | Shardy text ↔ model |
//! | [`mesh_family`] | `shard.grid`/`mesh.mesh`/`mesh.cluster` and their shardings ↔ model |
//! | [`gspmd`] | `HloSharding` strings: parse, print, canonicalize, validate, ↔ model |
//! | [`validate`] | Shardy and shard/mesh-dialect verifier rules on the model |
//! | [`devices`] | which slice of a tensor each device holds |
//! | [`mlir_text`] | MLIR token scanning shared by the sdy and mesh-family parsers |

pub mod devices;
pub mod diag;
pub mod gspmd;
pub mod mesh_family;
pub mod mlir_text;
pub mod model;
pub mod sdy;
pub mod validate;

pub use diag::{ConversionError, Diagnostic, ParseError, Severity};
pub use model::{
    AxisRef, DimSharding, ManualAxes, Mesh, MeshAxis, MeshRef, Notation, ReductionKind,
    ShardingPerValue, SharedShardings, SizeValue, SubAxis, TensorSharding,
};

#[cfg(test)]
mod tests {
    //! Conversions across notations, through the model.

    use super::*;

    #[test]
    fn shard_dialect_to_gspmd_via_the_model() {
        let grid = mesh_family::parse_grid("(shape = 2x4)", Notation::ShardDialect)
            .unwrap()
            .grid;
        let parsed = mesh_family::parse_sharding_op(
            "@grid0 split_axes = [[1], [0]]",
            Notation::ShardDialect,
        )
        .unwrap();
        let model = mesh_family::to_model(&parsed.sharding, 2, None).unwrap();
        let hlo = gspmd::from_model(&model, &grid.to_mesh(), &ManualAxes::default()).unwrap();
        assert_eq!(
            gspmd::print_hlo_sharding(&hlo),
            "{devices=[4,2]<=[2,4]T(1,0)}"
        );
        // ... and back: the imported mesh has the same device layout.
        let back = gspmd::to_model(&hlo, 2).unwrap();
        let layout_a = devices::shard_tensor(&model, &grid.to_mesh(), &[8, 8]).unwrap();
        let layout_b =
            devices::shard_tensor(&back.sharding, back.mesh().unwrap(), &[8, 8]).unwrap();
        let ranges = |l: &devices::ShardLayout, d: i64| {
            let s = l.shard_for(d).unwrap();
            (s.offset.clone(), s.limit.clone())
        };
        for d in 0..8 {
            assert_eq!(ranges(&layout_a, d), ranges(&layout_b, d), "device {d}");
        }
    }

    #[test]
    fn gspmd_to_sdy_and_mesh_dialect() {
        let hlo =
            gspmd::parse_hlo_sharding("{devices=[2,1,2]<=[4] last_tile_dim_replicate}").unwrap();
        let import = gspmd::to_model(&hlo, 2).unwrap();
        assert_eq!(
            sdy::to_sdy_text(&import.sharding).unwrap(),
            "#sdy.sharding<mesh<[\"_axis_0\"=2, \"_axis_1\"=2]>, [{\"_axis_0\"}, {}]>"
        );
        // The mesh dialect needs a grid symbol: name the lifted mesh.
        let mut named = import.sharding.clone();
        named.mesh = MeshRef::Symbol("mesh".into());
        let mesh_dialect =
            mesh_family::from_model(&named, import.mesh().unwrap(), Notation::MeshDialect).unwrap();
        assert_eq!(
            mesh_family::print_sharding_attr(&mesh_dialect),
            "<@mesh, [[0]]>"
        );
    }

    #[test]
    fn sdy_sub_axes_reach_gspmd_but_not_the_shard_dialect() {
        let mesh = sdy::parse_mesh("<[\"x\"=8, \"y\"=4]>").unwrap().mesh;
        let s = sdy::parse_sharding("#sdy.sharding<@mesh, [{\"y\"}, {\"x\":(2)2}]>")
            .unwrap()
            .sharding;
        let hlo = gspmd::from_model(&s, &mesh, &ManualAxes::default()).unwrap();
        assert_eq!(
            gspmd::print_hlo_sharding(&hlo),
            "{devices=[4,2,4]<=[2,2,2,4]T(3,1,0,2) last_tile_dim_replicate}"
        );
        let err = mesh_family::from_model(&s, &mesh, Notation::ShardDialect).unwrap_err();
        assert!(matches!(
            err,
            ConversionError::CannotExpress {
                target: Notation::ShardDialect,
                ..
            }
        ));
    }

    #[test]
    fn proposal_partial_sum_to_sdy_and_gspmd() {
        let grid = mesh_family::parse_grid("(rank = 1, dim_sizes = [2])", Notation::MeshProposal)
            .unwrap()
            .grid;
        let parsed = mesh_family::parse_split_axes("[[], [], [], [0]]").unwrap();
        let model = mesh_family::to_model(&parsed.sharding, 3, Some("mesh0")).unwrap();
        assert_eq!(
            sdy::print_sharding(&model),
            "#sdy.sharding<@mesh0, [{}, {}, {}], unreduced={\"0\"}>"
        );
        let hlo = gspmd::from_model(&model, &grid.to_mesh(), &ManualAxes::default()).unwrap();
        assert_eq!(gspmd::print_hlo_sharding(&hlo), "{unreduced}");
    }

    /// A tiny deterministic generator, so the robustness test needs no dependencies.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// Mutates `seed` by deleting characters or inserting fragments, zero to two times.
    fn mutate(rng: &mut Rng, seed: &str, fragments: &[&str]) -> String {
        let mut text = seed.to_string();
        for _ in 0..rng.below(3) {
            let boundaries: Vec<usize> = (0..=text.len())
                .filter(|i| text.is_char_boundary(*i))
                .collect();
            let at = boundaries[rng.below(boundaries.len())];
            match rng.below(3) {
                0 if at < text.len() => {
                    let end = boundaries
                        .iter()
                        .copied()
                        .find(|b| *b > at)
                        .unwrap_or(text.len());
                    text.replace_range(at..end, "");
                }
                _ => text.insert_str(at, fragments[rng.below(fragments.len())]),
            }
        }
        text
    }

    const NUMBERS: [&str; 8] = [
        "0",
        "1",
        "2",
        "-1",
        "3",
        "9223372036854775807",
        "-9223372036854775808",
        "1048577",
    ];

    #[test]
    fn hostile_input_never_panics() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let gspmd_seeds = [
            "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}",
            "{devices=[2,1,2]0,3,1,2 last_tile_dims={manual, replicated}}",
            "{{maximal device=1}, {replicated shard_as 2}, {devices=[4]<=[4]}}",
            "{mesh[a=2,b=4], device_ids=([2,4]T(1,0)), [{b:(2)2, a}, {?}], replicated={b:(1)2}, unreduced=max{0}}",
            "{maximal_mesh[device_id=5], metadata={op_name=\"x\"}}",
        ];
        let sdy_seeds = [
            "#sdy.sharding<@m, [{\"a\", \"b\":(2)2, ?}p1, {?}], replicated={\"c\"}, unreduced=max{\"d\"}>",
            "<mesh<[\"a\"=2, \"b\"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>, [{\"b\"}, {\"a\":(1)2}]>",
        ];
        let mesh_seeds = [
            "<[\"a\"=2, \"b\"=4, \"c\"=8]>",
            "<[], device_ids=[3]>",
            "<[\"a\"=2], device_ids=[1, 0]>",
        ];
        let family_seeds = [
            "@g split_axes = [[0], [], [1, 2]] sharded_dims_offsets = [0, 1, 4, 6, 0, 2, 4, 6, 8]",
            "@g split_axes = [[2, 0]] partial = max[1] halo_sizes = [1, %c]",
        ];
        let fragments = [
            "{",
            "}",
            "[",
            "]",
            "(",
            ")",
            "<",
            ">",
            "<=",
            ",",
            ":",
            "=",
            "?",
            "\"a\"",
            "\"c\"",
            "a",
            "T",
            "devices=",
            "device=",
            "last_tile_dims=",
            "last_tile_dim_replicate",
            "manual",
            "replicated",
            "unreduced",
            "maximal",
            "mesh",
            "p0",
            "p01",
            "-",
            "%c",
            "0",
            "1",
            "2",
            "-1",
            "9223372036854775807",
            "1048577",
            "x",
            "@m",
        ];
        let mesh = Mesh::from_sizes(&[("a", 2), ("b", 4), ("c", 8), ("d", 2)]);
        let small = |m: &Mesh| m.device_count().is_some_and(|n| n <= 4096);
        // How many inputs got past the parser / into a device layout, to keep the test honest.
        let (mut parsed_count, mut laid_out) = (0, 0);
        for round in 0..3000 {
            let number = NUMBERS[rng.below(NUMBERS.len())];
            let gspmd_text = mutate(&mut rng, gspmd_seeds[round % gspmd_seeds.len()], &fragments)
                .replacen('2', number, rng.below(2));
            if let Ok(hlo) = gspmd::parse_hlo_sharding(&gspmd_text) {
                parsed_count += 1;
                let _ = gspmd::print_hlo_sharding_with_metadata(&gspmd::canonicalize(&hlo));
                for rank in 0..3 {
                    let shape = gspmd::HloShape::Tensor(vec![Some(8); rank]);
                    let _ = gspmd::validate_hlo_sharding(&hlo, Some(&shape), Some(8));
                    if let Ok(import) = gspmd::to_model(&hlo, rank) {
                        let m = import.mesh().cloned().unwrap_or_default();
                        let _ = validate::validate_sharding(
                            &import.sharding,
                            Some(&m),
                            Some(&vec![Some(8); rank]),
                            &Default::default(),
                            None,
                        );
                        let _ = gspmd::from_model(&import.sharding, &m, &import.manual_axes);
                        let _ = gspmd::to_named(&import.sharding, &m, &import.manual_axes);
                        if small(&m)
                            && devices::shard_tensor(&import.sharding, &m, &vec![7; rank]).is_ok()
                        {
                            laid_out += 1;
                        }
                    }
                }
            }

            let sdy_text = mutate(&mut rng, sdy_seeds[round % sdy_seeds.len()], &fragments)
                .replacen('2', number, rng.below(2));
            if let Ok(parsed) = sdy::parse_sharding(&sdy_text) {
                parsed_count += 1;
                let s = &parsed.sharding;
                let m = s.resolve_mesh(|_| Some(&mesh)).cloned().unwrap_or_default();
                let shape = vec![Some(7); s.rank()];
                let _ = validate::validate_sharding(
                    s,
                    Some(&m),
                    Some(&shape),
                    &Default::default(),
                    Some(&parsed.spans),
                );
                let _ = validate::validate_mesh(&m, None);
                let _ = sdy::to_sdy_text(s);
                let _ = gspmd::from_model(s, &m, &ManualAxes::default());
                let _ = mesh_family::from_model(s, &m, Notation::MeshDialect);
                if small(&m) && devices::shard_tensor(s, &m, &vec![7; s.rank()]).is_ok() {
                    laid_out += 1;
                }
            }

            let mesh_text = mutate(&mut rng, mesh_seeds[round % mesh_seeds.len()], &fragments)
                .replacen('2', number, rng.below(2));
            if let Ok(parsed) = sdy::parse_mesh(&mesh_text) {
                let _ = validate::validate_mesh(&parsed.mesh, Some(&parsed.spans));
                let _ = sdy::print_mesh(&parsed.mesh);
                if small(&parsed.mesh) {
                    let _ = devices::device_grid(&parsed.mesh);
                }
            }

            let family_text = mutate(
                &mut rng,
                family_seeds[round % family_seeds.len()],
                &fragments,
            )
            .replacen('2', number, rng.below(2));
            for era in [Notation::ShardDialect, Notation::MeshDialect] {
                let grid = mesh_family::Grid::new(era, &[2, 2, 3]);
                if let Ok(parsed) = mesh_family::parse_sharding_op(&family_text, era) {
                    let _ = mesh_family::print_sharding_op(&parsed.sharding);
                    let _ = validate::validate_mesh_family_sharding(
                        &parsed.sharding,
                        Some(&grid),
                        Some(&[Some(6), Some(5), None]),
                        Some(&parsed.spans),
                    );
                    if let Ok(model) = mesh_family::to_model(&parsed.sharding, 3, None) {
                        let _ = devices::shard_tensor(&model, &grid.to_mesh(), &[6, 5, 9]);
                        let _ = gspmd::from_model(&model, &grid.to_mesh(), &ManualAxes::default());
                    }
                }
            }
            let _ = mesh_family::parse_grid(
                &mutate(&mut rng, "(rank = 2, dim_sizes = [2, 0])", &fragments),
                Notation::MeshProposal,
            )
            .map(|g| validate::validate_grid(&g.grid));
            let _ = mesh_family::parse_split_axes(&mutate(&mut rng, "[[0], [], [1]]", &fragments));
        }
        eprintln!("parsed {parsed_count}, laid out {laid_out}");
        assert!(
            parsed_count > 1000 && laid_out > 300,
            "parsed {parsed_count}, laid out {laid_out}"
        );
    }
}
