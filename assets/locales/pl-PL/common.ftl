# Słowa wspólne dla kilku paneli.

# Między nazwami na liście („Ana, Wei”); w { "…" } spacja zostaje zachowana.
common-list-separator = { ", " }
