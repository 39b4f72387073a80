# 自由译员的空闲情况：详情中的日期条和结果表格中的列。

availability-title = 空闲情况
availability-asking = 正在查询名录…
availability-not-read = 未能读取：{ $why }
availability-not-published = 此名录不公布自由译员的空闲情况。
availability-stopped = 无法读取空闲情况：{ $why }
availability-column-hint = 各自由译员自行设置的今天（UTC）空闲程度：0 到 100%，或未设置。仅查询屏幕上显示的行。
availability-level = { $percent }%
availability-level-unset = 未设置

## 工作时间。

availability-hours-not-given = 未提供工作时间
availability-hours-both = 工作时间：对方时间 { $theirs }，您的时间 { $yours }
availability-hours-same = 工作时间：{ $hours }（对方与您的时间相同）
availability-hours-theirs = 工作时间：对方时间 { $hours }
availability-opted-out = 已选择不显示空闲情况
availability-weekends =
    周末：{ $on ->
        [yes] 是
       *[no] 否
    }
availability-off-hours =
    非工作时间：{ $on ->
        [yes] 是
       *[no] 否
    }
availability-terms-separator = {"；"}

## 日期条。

availability-strip-note = 从今天起 { $count } 天（UTC）：方框按当天的空闲程度填充；– 表示未设置。
availability-day-free = { $date } UTC：工作日 { $percent }% 空闲
availability-day-unset = { $date } UTC：自由译员未设置
availability-date = { $month }{ $day }日 { $weekday }
availability-day-mon = 周一
availability-day-tue = 周二
availability-day-wed = 周三
availability-day-thu = 周四
availability-day-fri = 周五
availability-day-sat = 周六
availability-day-sun = 周日
availability-month-jan = 1月
availability-month-feb = 2月
availability-month-mar = 3月
availability-month-apr = 4月
availability-month-may = 5月
availability-month-jun = 6月
availability-month-jul = 7月
availability-month-aug = 8月
availability-month-sep = 9月
availability-month-oct = 10月
availability-month-nov = 11月
availability-month-dec = 12月
