# 详情中的供应商记录：机构保存的自由译员信息。

vendor-summary = 供应商记录：{ $status } · { $tags } 个标签 · { $notes } 条备注 · { $rates } 项费率
vendor-no-status = 无状态
vendor-status-active = 活跃
vendor-status-potential = 潜在
vendor-status-on-hold = 暂缓
vendor-status-too-expensive = 费用过高
vendor-status-do-not-contact = 请勿联系
vendor-not-saved = 该更改未保存，没有任何改动。
vendor-reading = 正在读取供应商记录…
vendor-read-failed = 无法读取供应商记录。

## 此环境上次给该自由译员发送消息的时间。

vendor-ago-now = 刚刚
vendor-ago-minutes = { $count } 分钟前
vendor-ago-hours = { $count } 小时前
vendor-ago-days = { $count } 天前

## 状态、标签和备注。

vendor-status = 状态
vendor-status-none = 无
vendor-tags = 标签
vendor-tags-none = 无
vendor-remove-tag = 删除此标签
vendor-new-tag = 新标签
    .hint = 例如：法律
vendor-add-tag = 添加标签
vendor-notes = 备注（{ $count }）
vendor-edit-note = 编辑备注
vendor-delete-note = 删除备注
vendor-new-note = 新备注
    .hint = 约定事项、工作方式…
vendor-add-note = 添加备注
vendor-editing-note = 编辑备注
vendor-save-note = 保存备注
vendor-cancel = 取消

## 费率。

vendor-rates = 费率（{ $count }）
vendor-rate =
    { $amount } { $currency }/{ $unit ->
        [hour] 小时
        [page] 页
        [minute] 分钟
        [job] 项目
       *[word] 字
    }
vendor-delete-rate = 删除费率
vendor-rate-pair = 语言对
vendor-rate-service = 服务
vendor-rate-amount = 金额
vendor-rate-currency = 币种
vendor-rate-per = 计费单位
vendor-rate-unit =
    { $unit ->
        [hour] 小时
        [page] 页
        [minute] 分钟
        [job] 项目
       *[word] 字
    }
vendor-add-rate = 添加费率

## 输入被拒绝的原因。

vendor-invalid-tag-empty = 标签不能为空
vendor-invalid-tag-too-long = 标签“{ $tag }”超过 { $max } 个字符
vendor-invalid-tag-separator = 标签“{ $tag }”不能包含“;”或换行（文件中用“;”分隔标签）
vendor-invalid-note-empty = 备注不能为空
vendor-invalid-note-too-long = 备注最多 { $max } 个字符
vendor-invalid-amount-empty = “{ $typed }”不是金额：请用数字填写，例如 0.08 或 45
vendor-invalid-amount-not-digits = “{ $typed }”不是金额：只能使用数字和小数点，例如 0.08 或 45（不含货币符号、逗号或负号）
vendor-invalid-amount-ambiguous = “{ $typed }”有歧义（千位分隔符还是小数？）：请用逗号写小数（例如 12,5），或省略千位分隔符（例如 12500）
vendor-invalid-amount-too-large = “{ $typed }”不是金额：数值过大
vendor-invalid-amount-too-precise = “{ $typed }”不是金额：小数点后最多 { $max } 位
vendor-invalid-currency = “{ $typed }”不是货币代码；请填写 ISO 4217 代码，例如 EUR、USD 或 GBP
vendor-invalid-pair-code = “{ $pair }”不是语言对代码（例如 eng_deu）
vendor-invalid-service-id = “{ $service }”不是服务 ID
vendor-no-language = 找不到语言“{ $typed }”
vendor-no-country = 找不到国家或地区“{ $typed }”
vendor-no-service = 找不到服务“{ $typed }”
vendor-no-discipline = 找不到领域“{ $typed }”
vendor-no-specific-discipline = 找不到细分领域“{ $typed }”
vendor-no-account-type = 找不到账户类型“{ $typed }”
vendor-did-you-mean = { $missing }；您是否要找 { $names }？
vendor-names-or = { $first } 或 { $last }
vendor-not-a-pair = “{ $typed }”不是语言对；请按“源语言_目标语言”格式填写，例如 eng_deu
