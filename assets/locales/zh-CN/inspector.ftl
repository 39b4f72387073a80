# 结果表格旁的详情。

inspector-select-row = 选择一行以查看该自由译员的详情。
inspector-copy-uuid = 复制 UUID
inspector-refresh = 刷新
inspector-do-not-contact = ⛔ 已标记为请勿联系：不会包含在任何消息中。
inspector-looking-up = 正在查询…
inspector-not-found = 未找到
inspector-not-allowed = 无权访问
inspector-lookup-failed = 无法查询

## 本应用以前发给该自由译员的内容。

inspector-history-failed = 无法读取以往的发送记录。
inspector-history-none = 此前未在此名录中从这里发送过消息。
inspector-history-title = 以往消息（{ $count }）
inspector-history-entry =
    { $at } · { $state ->
        [pending] 待审核
       *[sent] 已发送
    } · “{ $subject }”（发送任务 { $job }）
inspector-history-more = …另有 { $count } 条更早的记录：请查看发件箱

## 资料的各个部分。

inspector-name-not-shown = （未显示姓名）
inspector-open-profile = 打开资料页面
inspector-identity = 身份
inspector-account-type = 账户类型
inspector-account-type-code = 账户类型 { $code }
inspector-experience = 从业年数
inspector-native-language = 母语
inspector-contact = 联系方式
inspector-name = 姓名
inspector-company = 公司
inspector-email = 电子邮件
inspector-phone = 电话
inspector-mobile = 手机
inspector-country = 国家/地区
inspector-country-code = 国家/地区代码 { $code }
inspector-time-zone = 时区
inspector-local-time = 当地时间
inspector-city = 城市
inspector-website = 网站
inspector-skype = Skype
inspector-twitter = Twitter
inspector-skills = 技能
inspector-language-pairs = 语言对
inspector-none-listed = 未列出
inspector-not-shown = 未显示
inspector-pair = { $pair }：{ $services }
inspector-no-services = 未列出服务
inspector-pair-codes = 语言对 { $pair }；服务 { $services }
inspector-disciplines = 专业领域
inspector-discipline-level = { $name }（{ $level }）
inspector-level-not-shown = 未显示水平
inspector-discipline-id =
    { $kind ->
        [specific-discipline] 具体领域 { $id }
       *[discipline] 领域 { $id }
    }
inspector-discipline-id-not-shown =
    { $kind ->
        [specific-discipline] 未显示具体领域 ID
       *[discipline] 未显示领域 ID
    }
inspector-membership = 会员资格
inspector-status = 状态
inspector-expires = 到期日
inspector-expired = 过期日
inspector-certified-pro = Certified PRO
inspector-plus-package = Plus 套餐
inspector-yes = 是
inspector-no = 否
inspector-other-fields = 其他字段（{ $count }）
inspector-raw-json = 原始 JSON
inspector-copy-json = 复制 JSON
inspector-history-open-job = 在发件箱中打开此发送任务
