# 多个面板共用的词语。

common-freelancers = { $count } 位自由译员
