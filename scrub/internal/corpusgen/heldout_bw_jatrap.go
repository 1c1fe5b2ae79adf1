package main

import (
	"fmt"
	"strings"
)

// Japanese offices and developers: traps (no secret in the text).

func hbwJaTraps() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // where the password lives
			t := fmt.Sprintf("@%s %sのパスワードは1Passwordの「%s」ボールトに入れてあります。%s",
				pick(hbwJaNames)[1], pick([]string{"本番DB", "検証DB", "管理画面", "踏み台", "Redis"}), pick([]string{"インフラ共有", "prod-db", "SRE", "開発チーム"}),
				pick([]string{"権限なければ言ってください", "Slackには貼らないでね", "ローテーションは来月です"}))
			return hbwTrap("trap-secret-reference", "chat-slack", t)
		}},
		{4, func() Sample { // keigo: password reset without value
			t := fmt.Sprintf("%s様\n\nお世話になっております。%sです。\nお問い合わせいただいた%sの件につきまして、パスワードを初期化いたしました。\n"+
				"仮パスワードは別途、ご登録の携帯電話番号宛にSMSでお送りしております。\n初回ログイン後、速やかに変更をお願いいたします。",
				pick(hbwJaNames)[0], pick(hbwJaNames)[0], pick([]string{"経費精算システム", "勤怠管理", "社内ポータル", "VPN", "メール"}))
			return hbwTrap("trap-password-talk", "mail", t)
		}},
		{5, func() Sample { // ticket with order/tracking/phone
			t := fmt.Sprintf("【問い合わせ】商品未着\n注文番号：%s-%s\n配送伝票番号：%s-%s-%s（ヤマト）\n連絡先：0%d-%s-%s\n"+
				"お客様より「発送メールは届いたが商品が届かない」との連絡あり。配送業者へ確認中。",
				rnd(digits, 6), rnd(digits, 6), rnd(digits, 4), rnd(digits, 4), rnd(digits, 4), 70+rng.IntN(20), rnd(digits, 4), rnd(digits, 4))
			return hbwTrap("trap-order-number", "ticket-backlog", t)
		}},
		{5, func() Sample { // Qiita: placeholders
			t := fmt.Sprintf("## 環境変数の設定\n\n```bash\nexport ALIBABA_CLOUD_ACCESS_KEY_ID=<あなたのAccessKey ID>\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=<あなたのAccessKey Secret>\n"+
				"export OSS_BUCKET=%s-%s\nexport OSS_REGION=%s\n```\n\n※キーはRAMコンソールで発行してください。%s", pick([]string{"my-bucket", "sample-bucket", "test-oss"}), rnd(lower+digits, 4),
				pick([]string{"oss-ap-northeast-1", "oss-cn-hangzhou", "oss-cn-shanghai"}), pick([]string{"ソースコードに直書きするのはNGです。", "絶対にGitにコミットしないこと。", "値は各自の.envに。"}))
			return hbwTrap("trap-placeholder", "note-qiita", t)
		}},
		{4, func() Sample { // password policy
			n := 8 + 2*rng.IntN(4)
			t := fmt.Sprintf("【パスワードポリシー改定のお知らせ】\n%s以降、社内システムのパスワードは以下を満たす必要があります。\n・%d文字以上\n"+
				"・英大文字、英小文字、数字、記号をそれぞれ1文字以上\n・過去%d回分と同じものは不可\n・%d日ごとに変更", hbwDate(), n, 3+rng.IntN(3), pick([]int{60, 90, 180}))
			return hbwTrap("trap-password-policy", "mail", t)
		}},
		{4, func() Sample { // masked log
			clk := hbwClock()
			u := hbwUserOf(pick(hbwJaNames)[1])
			t := fmt.Sprintf("%s INFO  [login] 認証成功 user=%s password=******** ip=%s\n%s INFO  [session] セッション開始 user=%s",
				clk(), u, hbwIP(), clk(), u)
			return hbwTrap("trap-masked", "log", t)
		}},
		{5, func() Sample { // AccessKey ID only
			id := hbwAliID()
			t := fmt.Sprintf("OSS連携用のRAMユーザー作りました。\nAccessKey ID: %s\nSecretの方はKMSのシークレット `%s` に登録済みなので、そこから取得してください。",
				id, pick([]string{"oss-uploader-ak", "prod/oss/secret", "batch-ram-key"}))
			return hbwTrap("trap-key-id", "chat-slack", t)
		}},
		{4, func() Sample { // commit message with SHAs
			r := pick(hbwJaNames)[1]
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s@example.co.jp>\nDate:   %s +0900\n\n    パスワード入力欄のバリデーションを修正 (refs #%d)\n\n"+
				"    - 記号を含むパスワードで保存できない不具合を修正\n    - %s の変更をリバート", hbwSHA(), hbwCap(r), r,
				hbwTime(), 100+rng.IntN(900), hbwSHA()[:7])
			return hbwTrap("trap-commit-sha", "commit", t)
		}},
		{4, func() Sample { // image digest in handover
			t := fmt.Sprintf("デプロイ手順（引き継ぎ）\n1. CIでビルドされたイメージを確認\n   registry.%s/api@sha256:%s\n2. `kubectl set image deploy/api api=<上記イメージ>`\n3. ロールアウト確認",
				pick([]string{"cn-hangzhou.aliyuncs.com", "ap-northeast-1.aliyuncs.com", "example.jp"}), rnd(hexs, 64))
			return hbwTrap("trap-image-digest", "handover", t)
		}},
		{4, func() Sample { // Alibaba API error with RequestId
			t := fmt.Sprintf("ErrorCode: InvalidAccessKeyId.NotFound\nRecommend: https://api.aliyun.com/troubleshoot?q=InvalidAccessKeyId.NotFound\nRequestId: %s\n"+
				"→ キーを無効化したあとに古い設定のままバッチが動いていたのが原因でした。新しいキーに差し替え済み。",
				strings.ToUpper(hbwUUID()))
			return hbwTrap("trap-request-id", "ticket-backlog", t)
		}},
		{4, func() Sample { // meeting room & extension
			t := fmt.Sprintf("明日の打ち合わせは%d階の会議室「%s」です。内線は%s、受付で社員番号（%s）を伝えて入館証もらってください",
				3+rng.IntN(20), pick([]string{"さくら", "ふじ", "あおば", "みなと"}), rnd(digits, 4), "E"+rnd(digits, 6))
			return hbwTrap("trap-internal-id", "chat-line", t)
		}},
		{4, func() Sample { // ssh public key
			r := pick(hbwJaNames)[1]
			t := fmt.Sprintf("%s さんの公開鍵を authorized_keys に追加お願いします🙇\n\n```\n%s\n```", r, hbwPubKey(r+"@macbook"))
			return hbwTrap("trap-public-key", "chat-slack", t)
		}},
		{4, func() Sample { // redmine: how to reissue api key
			t := fmt.Sprintf("#%d APIキーが使えなくなった\n\n回答: APIアクセスキーは「個人設定」画面右側の「APIアクセスキー」→「リセット」で再発行できます。"+
				"再発行すると古いキーは無効になるので、スクリプト側の設定も更新してください。", 1000+rng.IntN(9000))
			return hbwTrap("trap-password-talk", "ticket-redmine", t)
		}},
		{4, func() Sample { // YAML with references
			t := fmt.Sprintf("# 本番用（値はすべて Secrets Manager から注入）\ndatabase:\n  host: %s\n  user: order_app\n  password: ${DB_PASSWORD}\n"+
				"line:\n  channel_secret: ${LINE_CHANNEL_SECRET}\n  channel_access_token: ${LINE_CHANNEL_ACCESS_TOKEN}\n", hbwAliRDS())
			return hbwTrap("trap-env-reference", "yaml", t)
		}},
		{3, func() Sample { // ConoHa tenant id only
			t := fmt.Sprintf("ConoHaのAPI、テナントIDは %s、エンドポイントは https://compute.tyo%d.conoha.io/v2/%s です。APIユーザーのパスワードはコントロールパネルで各自設定してください。",
				rnd(hexs, 32), 1+rng.IntN(3), rnd(hexs, 32))
			return hbwTrap("trap-tenant-id", "chat-slack", t)
		}},
		{4, func() Sample { // roster CSV
			var b strings.Builder
			b.WriteString("社員番号,氏名,部署,内線,郵便番号\n")
			for i := 0; i < 3+rng.IntN(3); i++ {
				b.WriteString(fmt.Sprintf("%s,%s,%s,%s,%s-%s\n", rnd(digits, 6), pick(hbwJaNames)[0], pick([]string{"営業部", "開発部", "総務部", "経理部"}),
					rnd(digits, 4), rnd(digits, 3), rnd(digits, 4)))
			}
			return hbwTrap("trap-employee-id", "csv", b.String())
		}},
		{4, func() Sample { // CI log with build/trace ids
			clk := hbwClock()
			t := fmt.Sprintf("[%s] Build #%d started (build id: %s)\n[%s] trace_id=%s span_id=%s\n[%s] テスト 412件 成功 / 0件 失敗\n[%s] 成果物: app-%d.%d.%d.tar.gz (md5: %s)",
				clk(), 1000+rng.IntN(9000), hbwUUID(), clk(), rnd(hexs, 32), rnd(hexs, 16), clk(), clk(), 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), rnd(hexs, 32))
			return hbwTrap("trap-build-id", "log", t)
		}},
		{4, func() Sample { // changeme template
			t := fmt.Sprintf("# docker-compose.override.yml のサンプル\n# ※ 初期値の changeme は必ず自分のパスワードに変えてから起動すること！\nservices:\n  db:\n    environment:\n"+
				"      MYSQL_ROOT_PASSWORD: changeme\n      MYSQL_DATABASE: %s_%s\n      TZ: Asia/Tokyo\n    image: mysql:%s\n    ports:\n      - \"%d:3306\"\n",
				pick([]string{"app", "shop", "kintai", "keihi", "crm"}), pick([]string{"dev", "local", "test"}), pick([]string{"8.0", "8.4", "5.7", "8.0.36", "8.0.40"}), 3306+rng.IntN(100))
			return hbwTrap("trap-placeholder", "yaml", t)
		}},
		{3, func() Sample { // design note with colours and versions
			t := fmt.Sprintf("デザイン修正メモ v%d.%d.%d\n- ログインボタンの色: #%s → #%s\n- パスワード表示切替アイコンを追加\n- iOS %d.%d で崩れる件は次リリース",
				1+rng.IntN(4), rng.IntN(10), rng.IntN(10), hbwHexU(6), hbwHexU(6), 16+rng.IntN(3), rng.IntN(6))
			return hbwTrap("trap-colour-version", "note", t)
		}},
		{4, func() Sample { // PayPay merchant & payment id log
			t := fmt.Sprintf("%s INFO paypay: payment completed merchantPaymentId=%s paymentId=%s amount=%d merchantId=%s",
				hbwTime(), "ord_"+rnd(digits, 10), rnd(digits, 19), 100*(1+rng.IntN(200)), rnd(digits, 18))
			return hbwTrap("trap-payment-id", "log", t)
		}},
	}
}
