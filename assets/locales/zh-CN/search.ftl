# “搜索”选项卡：表单、匹配结果，以及名录提供的代码列表（显示在“账户”选项卡中，供表单的选择框使用）。

## 表单

search-from = 源语言：
search-to = 目标语言：
search-swap = 交换语言
search-service = 服务：
search-discipline = 领域：
search-specific-discipline = 细分领域：
search-native-language = 母语：
search-country = 国家/地区：
search-specific-wins = 将按细分领域搜索：名录会忽略通用领域。
search-members-only = 仅限会员
search-pair-priority = 语言对优先级：
search-priority-first = 其首要语言对
search-priority-top = 位列其前 { $count } 个
search-credential = 该语言对的资质：
search-credential-reported = 已申报
search-credential-verified = 已验证
search-years = 加入名录年数：
search-years-at-least = 至少 { $count } 年
search-pair-cpn = 该语言对属于 Certified PRO Network
search-any = 不限
search-type-to-choose = 输入以选择
search-none-called =
    { $kind ->
        [language] 没有匹配的语言
        [country] 没有匹配的国家/地区
        [service] 没有匹配的服务
        [discipline] 没有匹配的领域
        [specific-discipline] 没有匹配的细分领域
       *[account-type] 没有匹配的账户类型
    }
search-search = 搜索
search-choose-languages = 请选择要搜索的语言。
search-foreign-codes = 不是此名录的代码：{ $codes }（沿用自之前的设置）。请重新选择语言。

## 匹配结果

search-total = { $pair }：共 { $count } 个匹配结果
search-total-capped = { $pair }：共 { $count } 个匹配结果；名录仅显示前 { $max } 个
search-showing = 显示第 { $first }–{ $last } 个
search-previous-page = 上一页
search-next-page = 下一页
search-pair-guessed = 注意：查询的是 `{ $pair }`：此名录未公布其语言代码。
search-ranking = 会员排在前面，其余随后，各组均按名录的排名排序（KudoZ、评价、资质、专长）。
search-add-page = 将这 { $count } 个添加到表格
    .hover = 本页的匹配结果将添加到“UUID 查询”选项卡的表格中。
search-offer-job = 向他们发出工作邀约…
    .hover = 以本页的匹配结果为候选人（按目录的排序）打开一份工作邀约。
search-fetching = 正在获取匹配结果：{ $fetched }/{ $wanted }
search-cancel = 取消
search-add-all = 将全部 { $count } 个匹配结果添加到收件人
    .hover = 所有匹配结果（名录最多提供 1,000 个）都将添加到消息的收件人中。
search-not-available = 此名录不提供自由译员搜索。请改为按 UUID 查询自由译员。
search-fetch-cancelled = 已取消获取匹配结果：未添加收件人。
search-fetch-failed = 无法获取全部匹配结果，因此未添加任何收件人。{ $reason }
search-no-matches-on-page = 本页没有匹配结果。
search-column-name = 姓名
search-column-country = 国家/地区
search-column-native-language = 母语
search-column-kudoz = 该语言对的 KudoZ
    .hover = 该自由译员在此语言对中的 KudoZ 积分。点击按积分排序；再次点击恢复名录的顺序。
search-no-name = （无名称）

## 代码列表

search-code-lists = 代码列表
search-code-lists-asking = 正在向名录获取代码列表…
search-code-lists-languages = 语言
search-code-lists-services = 服务
search-code-lists-account-types = 账户类型
search-code-lists-served = 由此名录提供（{ $count }）
search-code-lists-guessed = 未公布：使用内置名称，代码为推测
search-select-row = 选择
search-add-selected = 将所选的 { $count } 个添加到表格
search-offer-selected = 向所选的 { $count } 位发出工作邀约…
