//! One-line plan descriptions for quick-fix titles and hovers.

use super::{Collective, ReshardPlan, Step};
use crate::sharding::model::AxisRef;

/// `all-gather over "y" (2.0 MiB per device)`,
/// `collective-permute, then all-gather over "z" (64.0 KiB per device)`,
/// `all-slice over "x" (no communication)`, or `no collectives needed`.
pub(super) fn summary(plan: &ReshardPlan) -> String {
    if plan.steps.is_empty() {
        return "no collectives needed".to_string();
    }
    let steps: Vec<String> = plan.steps.iter().map(describe).collect();
    let cost = if plan.total_bytes_per_device == 0 {
        "no communication".to_string()
    } else {
        format!("{} per device", format_bytes(plan.total_bytes_per_device))
    };
    format!("{} ({cost})", steps.join(", then "))
}

fn describe(step: &Step) -> String {
    let name = step.kind().name();
    match &step.collective {
        Collective::CollectivePermute => name.to_string(),
        Collective::AllToAll(param) => format!(
            "{name} of {} from dim {} to dim {}",
            axis_names(param.axes.iter()),
            param.src_dim,
            param.tgt_dim
        ),
        other => format!("{name} over {}", axis_names(other.axes().into_iter())),
    }
}

fn axis_names<'a>(axes: impl Iterator<Item = &'a AxisRef>) -> String {
    axes.map(AxisRef::to_string).collect::<Vec<_>>().join(", ")
}

/// `512 B`, `1.5 KiB`, `2.0 MiB`, `3.2 GiB`, `1.0 TiB`.
pub fn format_bytes(bytes: i64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_units() {
        assert_eq!(format_bytes(0), "0 B");
        assert_eq!(format_bytes(1023), "1023 B");
        assert_eq!(format_bytes(1536), "1.5 KiB");
        assert_eq!(format_bytes(2 * 1024 * 1024), "2.0 MiB");
        assert_eq!(format_bytes(5 << 40), "5.0 TiB");
        assert_eq!(format_bytes(5 << 50), "5120.0 TiB");
    }
}
