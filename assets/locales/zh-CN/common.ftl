# 多个面板共用的词语。

# 名单中各名称之间的分隔符（“Ana、Wei”）：顿号。
common-list-separator = 、
