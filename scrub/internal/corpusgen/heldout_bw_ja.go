package main

import (
	"fmt"
	"strings"
)

// Japanese offices and developers: texts with secrets.

func hbwJa() (string, string) { p := pick(hbwJaNames); return p[0], p[1] }

func hbwJaSecrets() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // Slack: SSH password for staging
			n, r := hbwJa()
			u := pick([]string{"deploy", "ec2-user", "ubuntu", "app", hbwUserOf(r)})
			host := pick([]string{"stg-web01", "dev-batch02", "kensho-ap01", "stg-api03"}) + "." + pick([]string{"internal", "corp.local", "sakura.lan"})
			pw := hbwPw()
			t := fmt.Sprintf("@%s 検証環境のSSHです。\nホスト: %s\nユーザー: %s\nパスワード: %s\n%s", r, host, u, pw,
				pick([]string{"作業終わったらスレッドで教えてください🙏", "今日中に鍵認証に切り替えるので一時的なものです", "終わったら連絡ください〜"}))
			_ = n
			return hbwSec("ssh-password", "chat-slack", t, []string{pw}, host)
		}},
		{5, func() Sample { // LINE: office Wi-Fi
			ssid := pick([]string{"OFFICE-5F", "guest_", "aterm-", "Buffalo-G-", "KOMAZAWA-"}) + rnd(upper+digits, 4)
			pw := pick([]string{rnd(lower+digits, 13), rnd(alnum, 12), hbwPw()})
			t := fmt.Sprintf("%s\nSSID：%s\nパスワード：%s\n%s",
				pick([]string{"【お知らせ】オフィスのWi-Fiが変わりました！", "新しいWi-Fiです📶", "ルーター交換したのでWi-Fi設定し直してください"}),
				ssid, pw, pick([]string{"来客用は別なので注意です", "古いのは金曜で止めます", "よろしくお願いします！"}))
			return hbwSec("wifi-key", "chat-line", t, []string{pw}, ssid)
		}},
		{5, func() Sample { // keigo mail: initial password
			n, r := hbwJa()
			id := hbwUserOf(r) + "@" + pick([]string{"kaisha.co.jp", "example.co.jp", "shiten.jp"})
			pw := hbwMixed(10 + rng.IntN(5))
			t := fmt.Sprintf("%s様\n\nいつも大変お世話になっております。情報システム部の%sでございます。\n"+
				"ご依頼いただきました勤怠システムのアカウントを発行いたしましたので、ご連絡申し上げます。\n\n"+
				"ログインID：%s\n初期パスワード：%s\n\n初回ログイン時にパスワードの変更をお願いいたします。\n何卒よろしくお願い申し上げます。",
				n, pick(hbwJaNames)[0], id, pw)
			return hbwSec("initial-password", "mail", t, []string{pw}, id)
		}},
		{5, func() Sample { // Backlog ticket: Alibaba Cloud AccessKey
			id, sec := hbwAliID(), hbwAliSecret()
			key := fmt.Sprintf("%s-%d", pick([]string{"INFRA", "CN_PJ", "OPS", "SHOP"}), 100+rng.IntN(900))
			t := fmt.Sprintf("[%s] 中国リージョンOSSへのアップロード用アクセスキー発行\n\n"+
				"RAMユーザー oss-uploader を作成しました。\n- AccessKey ID: %s\n- AccessKey Secret: %s\n\n"+
				"バッチ側の設定が終わったらこの課題は完了にしてください。", key, id, sec)
			return hbwSec("alibaba-access-key-secret", "ticket-backlog", t, []string{sec}, id, key)
		}},
		{4, func() Sample { // handover note: door, safe, alarm
			door, safe := hbwPin(4), hbwPin(6)
			alarm := hbwPinNot(4+rng.IntN(2), door)
			t := fmt.Sprintf("## 引き継ぎメモ（総務・%s）\n\n- 通用口のオートロック暗証番号: %s\n- 経理の金庫: ダイヤル %s（右→左→右）\n"+
				"- セキュリティの解除番号は %s、最後に出る人が警備セットしてください\n- 宅配はビル1Fの受付で受け取り\n",
				pick([]string{"4月分", "産休前", "異動に伴う"}), door, strings.Join([]string{safe[:2], safe[2:4], safe[4:]}, "-"), alarm)
			return hbwSec("door-code", "handover", t, []string{door, strings.Join([]string{safe[:2], safe[2:4], safe[4:]}, "-"), alarm}, "ビル1Fの受付")
		}},
		{5, func() Sample { // Qiita note: LINE bot
			sec, tok := rnd(hexs, 32), hbwLineToken()
			ch := fmt.Sprint(1650000000 + rng.IntN(350000000))
			t := fmt.Sprintf("## LINE Botをサクッと作る\n\nチャネルID `%s` のチャネルで試しました。\n\n```python\n"+
				"# TODO: 後で環境変数に移す\nLINE_CHANNEL_SECRET = \"%s\"\nLINE_CHANNEL_ACCESS_TOKEN = \"%s\"\n"+
				"handler = WebhookHandler(LINE_CHANNEL_SECRET)\n```\n", ch, sec, tok)
			return hbwSec("line-channel-secret", "note-qiita", t, []string{sec, tok}, ch)
		}},
		{5, func() Sample { // .env with Japanese comments
			pw, key := hbwPwURL(), rnd(alnum, 64)
			space := pick([]string{"mycompany", "kaihatsu", "team-x"}) + ".backlog." + pick([]string{"jp", "com"})
			t := fmt.Sprintf("# ローカル開発用（コミットしないこと！）\nAPP_ENV=local\nDB_HOST=127.0.0.1\nDB_USER=app\n"+
				"DB_PASSWORD=%s\n\n# Backlog 連携\nBACKLOG_SPACE=%s\nBACKLOG_API_KEY=%s\n", pw, space, key)
			return hbwSec("env-multi", "env", t, []string{pw, key}, space)
		}},
		{4, func() Sample { // Redmine: API key in ticket comment
			n, r := hbwJa()
			k := rnd(hexs, 40)
			t := fmt.Sprintf("#%d 監視スクリプトから課題を自動起票したい\n\n%sさんのコメント:\n"+
				"bot用ユーザー（%s）のAPIアクセスキーはこれです → %s\n`X-Redmine-API-Key` ヘッダに付けて POST /issues.json でいけます。",
				3000+rng.IntN(6000), n, "bot-"+r, k)
			return hbwSec("redmine-api-key", "ticket-redmine", t, []string{k}, "bot-"+r)
		}},
		{5, func() Sample { // shell: mysql with -p
			host := hbwAliRDS()
			pw := hbwPwShell()
			t := fmt.Sprintf("$ mysql -h %s -u app_rw -p'%s' shop_prod\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"+
				"Welcome to the MySQL monitor.  Commands end with ; or \\g.\nmysql> SELECT COUNT(*) FROM orders WHERE created_at >= '%s';\n+----------+\n| COUNT(*) |\n+----------+\n|     %4d |\n+----------+",
				host, pw, hbwDate(), rng.IntN(9000))
			return hbwSec("db-password", "shell", t, []string{pw}, host)
		}},
		{4, func() Sample { // PayPay config
			sec := rnd(hbwB64, 43) + "="
			mid := rnd(digits, 18)
			t := fmt.Sprintf("# PayPay for Developers（本番）\npaypay:\n  production_mode: true\n  merchant_id: \"%s\"\n"+
				"  api_key: a_%s_%s\n  api_secret: %s\n  # コールバックは API Gateway 経由\n", mid, rnd(alnum, 10), rnd(alnum, 4), sec)
			return hbwSec("paypay-api-secret", "yaml", t, []string{sec}, mid)
		}},
		{4, func() Sample { // usacloud (Sakura)
			sec := rnd(alnum, 64)
			zone := pick([]string{"is1a", "is1b", "tk1a", "tk1b"})
			t := fmt.Sprintf("さくらのクラウドのusacloud設定です（~/.usacloud/default/config.json）\n\n{\n  \"AccessToken\": \"%s\",\n"+
				"  \"AccessTokenSecret\": \"%s\",\n  \"Zone\": \"%s\",\n  \"DefaultOutputType\": \"table\"\n}", hbwUUID(), sec, zone)
			return hbwSec("sakura-token-secret", "json", t, []string{sec}, "\"Zone\": \""+zone+"\"")
		}},
		{4, func() Sample { // ConoHa openrc
			user := "gncu" + rnd(digits, 8)
			tenant := rnd(hexs, 32)
			pw := hbwPwShell()
			t := fmt.Sprintf("# ConoHa VPS API（東京リージョン）\nexport OS_AUTH_URL=https://identity.tyo3.conoha.io/v3\nexport OS_USERNAME=%s\n"+
				"export OS_PASSWORD='%s'\nexport OS_TENANT_ID=%s\nexport OS_REGION_NAME=tyo3", user, pw, tenant)
			return hbwSec("conoha-api-password", "shell", t, []string{pw}, user, tenant)
		}},
		{4, func() Sample { // wiki table: shared accounts
			p1, p2 := hbwPw(), hbwPw()
			m1 := "eigyo-" + rnd(lower, 3) + "@example.co.jp"
			t := fmt.Sprintf("### 共有アカウント一覧（営業部）\n\n| サービス | ID | パスワード | 備考 |\n|---|---|---|---|\n"+
				"| freee | %s | %s | 経理と共用 |\n| 楽天RMS | shop_%s | %s | 90日ごとに変更 |\n", m1, p1, rnd(lower+digits, 6), p2)
			return hbwSec("shared-password", "markdown-table", t, []string{p1, p2}, m1)
		}},
		{4, func() Sample { // chat: corporate card PIN
			last := rnd(digits, 4)
			pin := hbwPinNot(4, last)
			t := fmt.Sprintf("%sさん、出張中は法人カード（下4桁 %s）使ってください。暗証番号は %s です。\n%s",
				pick(hbwJaNames)[0], last, pin, pick([]string{"領収書は必ずもらってね", "ホテル代もこれで大丈夫です", "帰ったら金庫に戻してください"}))
			return hbwSec("card-pin", "chat-slack", t, []string{pin}, last)
		}},
		{4, func() Sample { // minutes: basic auth
			u, pw := pick([]string{"stg", "preview", "client"}), hbwPw()
			a1, a2, a3 := hbwAttendees(hbwJaNames)
			t := fmt.Sprintf("■ 定例議事録 %s\n参加：%s、%s、%s\n\n1. 先方確認用のステージング\n   URL: https://stg.%s.jp/\n"+
				"   Basic認証 ID: %s / PW: %s\n2. 次回リリース日 → 来週木曜\n3. その他: 特になし", hbwDate(), a1,
				a2, a3, pick([]string{"sample-shop", "kaisha", "renewal"}), u, pw)
			return hbwSec("basic-auth-password", "minutes", t, []string{pw})
		}},
		{5, func() Sample { // Slack: bot token
			tok := hbwSlackBot()
			t := fmt.Sprintf("通知botのトークン再発行しました。%s\n`%s`\n%s",
				pick([]string{"GitHub Actions の secrets に入れておいてもらえますか？", "Lambdaの環境変数を差し替えてください。"}), tok,
				pick([]string{"古いのはrevoke済みです", "スコープは chat:write だけです"}))
			return hbwSec("slack-bot-token", "chat-slack", t, []string{tok})
		}},
		{4, func() Sample { // diff adding password in PHP
			pw := hbwPwShell()
			t := fmt.Sprintf("diff --git a/config/database.php b/config/database.php\n@@ -12,7 +12,7 @@\n     // 本番DB接続情報\n"+
				"     define('DB_HOST', 'db01.prod.local');\n     define('DB_USER', 'webapp');\n-    define('DB_PASSWORD', '');\n+    define('DB_PASSWORD', '%s');\n"+
				"     define('DB_NAME', 'ec_main');", pw)
			return hbwSec("db-password", "diff", t, []string{pw}, "db01.prod.local")
		}},
		{4, func() Sample { // TOTP seed
			seed := hbwTOTP()
			acct := "support@" + pick([]string{"example.co.jp", "shop.jp", "kaisha.jp"})
			t := fmt.Sprintf("共有アカウント（%s）の二段階認証、みんなで使えるように設定キーを共有します。\n"+
				"認証アプリで「セットアップキーを入力」を選んで、キー: %s\n時間ベースでOKです。", acct, seed)
			return hbwSec("totp-seed", "chat-slack", t, []string{seed}, acct)
		}},
		{4, func() Sample { // backup codes
			c1, c2, c3 := hbwRecovery(), hbwRecovery(), hbwRecovery()
			t := fmt.Sprintf("【引き継ぎ】管理者アカウントのバックアップコード（残り3つ、各1回のみ使用可）\n  %s\n  %s\n  %s\n"+
				"使ったら消し込んでください。", c1, c2, c3)
			return hbwSec("recovery-code", "handover", t, []string{c1, c2, c3})
		}},
		{4, func() Sample { // private key in chat
			block, body := hbwPEM()
			t := fmt.Sprintf("踏み台サーバーの鍵です。%s\n\n```\n%s\n```", pick([]string{"~/.ssh/bastion.pem に保存して chmod 600 してください",
				"受け取ったらこのメッセージ消します", "パスフレーズはなしです"}), block)
			return hbwSec("private-key", "chat-slack", t, []string{body})
		}},
		{4, func() Sample { // LINE Notify via curl
			tok := rnd(alnum, 43)
			t := fmt.Sprintf("$ curl -X POST -H 'Authorization: Bearer %s' -F 'message=バッチ処理が完了しました（%s）' https://notify-api.line.me/api/notify\n{\"status\":200,\"message\":\"ok\"}",
				tok, hbwDate())
			return hbwSec("line-notify-token", "shell", t, []string{tok})
		}},
		{4, func() Sample { // locker
			no, pin := fmt.Sprintf("%d番", 10+rng.IntN(80)), hbwPin(4)
			t := fmt.Sprintf("%sさん、明日の搬入用の台車は2Fロッカーの%sに入れてあります。暗証番号は%sです。使い終わったら戻しておいてね",
				pick(hbwJaNames)[0], no, pin)
			return hbwSec("locker-code", "chat-line", t, []string{pin}, no)
		}},
		{4, func() Sample { // session cookie in ticket
			sess := rnd(hexs, 32)
			t := fmt.Sprintf("再現手順:\n1. 管理画面にログイン\n2. 受注一覧で「CSV出力」を押す → 500エラー\n\nリクエストヘッダ（DevToolsからコピー）:\n"+
				"Cookie: _ec_session_id=%s; locale=ja; _ga=GA1.1.%d.%d\nUser-Agent: Mozilla/5.0", sess, rng.IntN(999999999), 1700000000+rng.IntN(9999999))
			return hbwSec("session-cookie", "ticket-backlog", t, []string{sess}, "locale=ja")
		}},
		{4, func() Sample { // licence mail
			key := hbwLicense()
			order := fmt.Sprintf("ORD-%s-%s", rnd(digits, 6), rnd(digits, 4))
			t := fmt.Sprintf("この度はご購入いただき誠にありがとうございます。\n\nご注文番号：%s\n製品名：%s（5ライセンス）\nライセンスキー：%s\n\n"+
				"インストール時に上記キーをご入力ください。", order, pick([]string{"ATOK Passport プレミアム", "一太郎2024", "弥生会計 24 プロフェッショナル"}), key)
			return hbwSec("license-key", "mail", t, []string{key}, order)
		}},
		{4, func() Sample { // magic link
			tok := rnd(b64url, 40+rng.IntN(12))
			t := fmt.Sprintf("件名: 【%s】ログイン用URLのお知らせ\n\n以下のURLから24時間以内にログインしてください。\nhttps://%s/auth/magic?token=%s\n\n"+
				"※このメールに心当たりがない場合は破棄してください。", pick([]string{"社内ポータル", "採用管理", "経費精算"}),
				pick([]string{"portal.example.co.jp", "hr.kaisha.jp", "keihi.example.jp"}), tok)
			return hbwSec("magic-link-token", "mail", t, []string{tok})
		}},
		{4, func() Sample { // Spring properties
			pw := hbwPw()
			host := hbwAliRDS()
			t := fmt.Sprintf("# 接続先（本番）\nspring.datasource.url=jdbc:mysql://%s:3306/order_db?useSSL=true\nspring.datasource.username=order_app\n"+
				"spring.datasource.password=%s\n# コネクションプール\nspring.datasource.hikari.maximum-pool-size=20", host, pw)
			return hbwSec("db-password", "properties", t, []string{pw}, host)
		}},
		{4, func() Sample { // log with password
			clk := hbwClock()
			u := hbwUserOf(pick(hbwJaNames)[1])
			pw := hbwPw()
			t := fmt.Sprintf("%s WARN  [auth] ログイン失敗 user=%s password=%s ip=%s reason=LOCKED\n%s INFO  [auth] アカウントをロックしました user=%s",
				clk(), u, pw, hbwPubIP(), clk(), u)
			return hbwSec("logged-password", "log", t, []string{pw}, "reason=LOCKED")
		}},
		{4, func() Sample { // GitHub PAT in remote
			tok := hbwGitHub()
			r := pick(hbwJaNames)[1]
			t := fmt.Sprintf("pushできない件、これで解決しました\n\n$ git remote set-url origin https://%s:%s@github.com/%s/%s.git\n$ git push origin main\n",
				r, tok, pick([]string{"kaisha-dev", "team-mobile", "shop-inc"}), pick([]string{"api", "web-front", "batch"}))
			return hbwSec("github-token", "shell", t, []string{tok}, "git push origin main")
		}},
		{4, func() Sample { // SFTP mail
			host := "sftp." + pick([]string{"torihiki", "logi-center", "partner"}) + ".co.jp"
			user := "up_" + rnd(lower, 5)
			pw := hbwMixed(12)
			t := fmt.Sprintf("株式会社%s\nご担当者様\n\n平素より大変お世話になっております。\n納品データ連携用のSFTP接続情報をお送りいたします。\n\n"+
				"ホスト：%s（ポート22）\nユーザー名：%s\nパスワード：%s\n\nご不明点がございましたらお気軽にお問い合わせくださいませ。",
				pick([]string{"山田商事", "東洋物流", "さくらシステム"}), host, user, pw)
			return hbwSec("sftp-password", "mail", t, []string{pw}, host, user)
		}},
		{3, func() Sample { // delivery box
			pin := hbwPin(4)
			t := fmt.Sprintf("宅配ボックス%d番に入れておきました！暗証番号%sで開きます📦", 1+rng.IntN(20), pin)
			return hbwSec("locker-code", "chat-line", t, []string{pin})
		}},
	}
}
