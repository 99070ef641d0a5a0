// The deterministic demo market generator (filled in by the move from apps/api/src/data).
