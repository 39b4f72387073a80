//! Durations as people type them: `90s`, `15m`, `2h`, `1d`.
