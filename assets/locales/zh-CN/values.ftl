# 来自目录和时钟的值，用窗口的语言显示。

## 各种语言，用本语言命名

value-language-en-US = 英语
value-language-de-DE = 德语
value-language-fr-FR = 法语
value-language-es-ES = 西班牙语
value-language-pl-PL = 波兰语
value-language-zh-CN = 简体中文
value-language-en-XA = 伪英语

## ProZ.com 会员资格、类型及 Certified PRO Network

value-membership-active = 有效会员
value-membership-expired = 会员资格已过期
value-membership-none = 非会员
value-cpn-current = 有效
value-cpn-not_current = 已失效

## 目录的账户类型

value-account-type-1 = 翻译机构/公司
value-account-type-2 = 自由译者和/或口译员
value-account-type-3 = 自由职业者兼外包方
value-account-type-other = 其他账户类型

## 时长

value-days = { $count }天
value-hours = { $count }小时
value-minutes = { $count }分钟
value-seconds = { $count }秒
value-time-utc = { $time }（UTC）
value-duration-join = { $larger }{ $smaller }
