package main

import (
	"fmt"
	"strings"
)

// Configs, code, logs and tables with CJK comments: secrets and traps.

func hbwCmt() string {
	return pick([]string{"# 本番用", "# 生产环境", "# 운영 환경", "# 検証用", "# 测试环境", "# 개발용"})
}

func hbwCfgSecrets() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // docker-compose
			root, app := hbwPwShell(), hbwPwShell()
			t := fmt.Sprintf("services:\n  mysql:\n    image: mysql:8.0\n    environment:\n      %s\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_USER: app\n      MYSQL_PASSWORD: %s\n    ports:\n      - \"3306:3306\"\n",
				hbwCmt(), root, app)
			return hbwSec("db-password", "yaml", t, []string{root, app}, "MYSQL_USER: app")
		}},
		{5, func() Sample { // terraform alicloud
			id, sec := hbwAliID(), hbwAliSecret()
			t := fmt.Sprintf("# terraform.tfvars\n# 阿里云账号（%s）\nalicloud_access_key = \"%s\"\nalicloud_secret_key = \"%s\"\nregion              = \"%s\"\n",
				pick([]string{"测试", "预发", "ステージング"}), id, sec, pick([]string{"cn-hangzhou", "cn-shanghai", "ap-northeast-1", "cn-hongkong"}))
			return hbwSec("alibaba-access-key-secret", "hcl", t, []string{sec}, id)
		}},
		{4, func() Sample { // k8s Secret stringData
			pw := hbwPwShell()
			tok := hbwSlackBot()
			t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\nstringData:\n  # DB 비밀번호\n  db-password: %s\n  # 通知用\n  slack-token: %s\n",
				pick([]string{"app-secrets", "api-env", "batch-secret"}), pick([]string{"prod", "stg", "default"}), pw, tok)
			return hbwSec("k8s-secret", "yaml", t, []string{pw, tok})
		}},
		{5, func() Sample { // TOML
			pw := hbwPwShell()
			t := fmt.Sprintf("[server]\nport = %d\n\n[database]\n# 数据库连接（%s）\nhost = \"%s\"\nuser = \"%s\"\npassword = \"%s\"\nmax_conns = 20\n",
				8000+rng.IntN(999), pick([]string{"主库", "只读从库", "报表库"}), hbwTcDB(), pick([]string{"svc_order", "reader", "app"}), pw)
			return hbwSec("db-password", "toml", t, []string{pw}, "max_conns = 20")
		}},
		{4, func() Sample { // my.cnf
			pw := hbwPw()
			t := fmt.Sprintf("; ~/.my.cnf バックアップスクリプト用\n[client]\nuser=backup\npassword=\"%s\"\nhost=%s\n\n[mysqldump]\nsingle-transaction", pw, hbwAliRDS())
			return hbwSec("db-password", "ini", t, []string{pw}, "user=backup")
		}},
		{4, func() Sample { // CSV export
			var b strings.Builder
			var secs []string
			b.WriteString(pick([]string{"账号,密码,备注\n", "アカウント,パスワード,備考\n", "계정,비밀번호,비고\n"}))
			for i := 0; i < 2+rng.IntN(2); i++ {
				pw := strings.ReplaceAll(hbwPw(), ",", "")
				secs = append(secs, pw)
				b.WriteString(fmt.Sprintf("%s,%s,%s\n", hbwUserOf(pick(hbwZhNames)[1]), pw, pick([]string{"测试", "仮", "임시", "QA"})))
			}
			return hbwSec("csv-passwords", "csv", b.String(), secs)
		}},
		{4, func() Sample { // diff in Go
			tok := hbwLineToken()
			t := fmt.Sprintf("--- a/internal/notify/line.go\n+++ b/internal/notify/line.go\n@@ -8,6 +8,8 @@ import (\n \n // LINE公式アカウントに通知を送る\n"+
				"+const channelAccessToken = \"%s\" // 動作確認用、あとで消す\n+\n func Push(to, msg string) error {", tok)
			return hbwSec("line-access-token", "diff", t, []string{tok}, "func Push(to, msg string) error {")
		}},
		{4, func() Sample { // Django settings
			sk := "django-insecure-" + rnd(lower+digits+"!@#%^&*(-_=+)", 50)
			t := fmt.Sprintf("# settings/production.py\n# セキュリティ上、本来は環境変数から読むこと\nSECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['%s']",
				sk, pick([]string{"www.example.jp", "api.example.cn", "shop.example.co.kr"}))
			return hbwSec("django-secret-key", "code-python", t, []string{sk}, "DEBUG = False")
		}},
		{4, func() Sample { // COS JSON
			id, key := hbwTcID(), hbwTcKey()
			t := fmt.Sprintf("{\n  \"Bucket\": \"%s-%s\",\n  \"Region\": \"%s\",\n  \"SecretId\": \"%s\",\n  \"SecretKey\": \"%s\",\n  \"_comment\": \"腾讯云 COS 上传配置\"\n}",
				pick([]string{"static", "backup", "media"}), "125"+rnd(digits, 7), pick([]string{"ap-guangzhou", "ap-shanghai", "ap-seoul", "ap-tokyo"}), id, key)
			return hbwSec("tencent-secret-key", "json", t, []string{key}, id)
		}},
		{4, func() Sample { // shell history export
			id, sec := hbwAliID(), hbwAliSecret()
			t := fmt.Sprintf("  %d  export ALIBABA_CLOUD_ACCESS_KEY_ID=%s\n  %d  export ALIBABA_CLOUD_ACCESS_KEY_SECRET=%s\n  %d  aliyun ecs DescribeInstances --RegionId %s\n  %d  history",
				400+rng.IntN(50), id, 451+rng.IntN(10), sec, 462+rng.IntN(10), pick([]string{"cn-hangzhou", "cn-beijing", "ap-northeast-1"}), 480+rng.IntN(10))
			return hbwSec("alibaba-access-key-secret", "shell", t, []string{sec}, id)
		}},
		{4, func() Sample { // mongodb URI
			pw := hbwPwURL()
			host := "dds-" + rnd(lower+digits, 14) + ".mongodb.rds.aliyuncs.com"
			t := fmt.Sprintf("// 日志库连接（只读账号）\nconst uri = \"mongodb://log_ro:%s@%s:3717/admin?replicaSet=mgset-%s\";", pw, host, rnd(digits, 8))
			return hbwSec("connection-string-password", "code-js", t, []string{pw}, host)
		}},
		{4, func() Sample { // Feishu tenant token in log
			clk := hbwClock()
			tok := "t-g" + rnd(alnum, 40)
			t := fmt.Sprintf("%s DEBUG feishu.client POST /open-apis/im/v1/messages headers={\"Authorization\": \"Bearer %s\", \"Content-Type\": \"application/json; charset=utf-8\"}\n%s INFO  消息发送成功 message_id=om_%s",
				clk(), tok, clk(), rnd(hexs, 32))
			return hbwSec("feishu-tenant-token", "log", t, []string{tok})
		}},
		{4, func() Sample { // Backlog API via curl
			key := rnd(alnum, 64)
			t := fmt.Sprintf("$ curl -s \"https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%d&count=20\" | jq '.[].summary'\n\"ログイン画面の文言修正\"\n\"CSV出力で文字化け\"",
				pick([]string{"kaisha", "devteam", "acme-jp"}), key, 10000+rng.IntN(90000))
			return hbwSec("backlog-api-key", "shell", t, []string{key})
		}},
		{4, func() Sample { // Huawei SDK go
			ak, sk := hbwHwAK(), hbwHwSK()
			t := fmt.Sprintf("\t// 华为云 OBS 客户端，AK/SK 先写死调通\n\tclient, err := obs.New(\"%s\", \"%s\", \"https://obs.%s.myhuaweicloud.com\")\n\tif err != nil {\n\t\treturn err\n\t}",
				ak, sk, pick([]string{"cn-north-4", "cn-east-3", "ap-southeast-1"}))
			return hbwSec("huawei-secret-key", "code-go", t, []string{sk}, ak)
		}},
	}
}

func hbwCfgTraps() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // compose with env refs
			t := fmt.Sprintf("services:\n  api:\n    image: registry.%s/api:%d.%d.%d\n    environment:\n      %s\n      DB_PASSWORD: ${DB_PASSWORD}\n      JWT_SECRET: ${JWT_SECRET:?JWT_SECRET を設定してください}\n",
				pick([]string{"cn-shanghai.aliyuncs.com", "kr.ncr.ntruss.com", "example.jp"}), 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), hbwCmt())
			return hbwTrap("trap-env-reference", "yaml", t)
		}},
		{4, func() Sample { // GitHub Actions secrets
			t := fmt.Sprintf("      - name: デプロイ / 部署 / 배포\n        env:\n          ALIBABA_CLOUD_ACCESS_KEY_SECRET: ${{ secrets.ALIYUN_AK_SECRET }}\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK }}\n        run: ./deploy.sh %s %s",
				pick([]string{"prod", "stg", "cn"}), pick([]string{"ap-northeast-1", "cn-hangzhou", "cn-shanghai", "ap-southeast-1"})+" v"+fmt.Sprint(rng.IntN(100)))
			return hbwTrap("trap-env-reference", "yaml", t)
		}},
		{4, func() Sample { // Go reading env
			t := fmt.Sprintf("// 認証情報は環境変数から読む（コードに書かない）\nfunc loadConfig() Config {\n\treturn Config{\n\t\tSecretID:  os.Getenv(\"TENCENTCLOUD_SECRET_ID\"),\n\t\tSecretKey: os.Getenv(\"TENCENTCLOUD_SECRET_KEY\"),\n\t\tRegion:    \"%s\",\n\t\tTimeout:   %d * time.Second,\n\t}\n}",
				pick([]string{"ap-guangzhou", "ap-tokyo", "ap-seoul", "ap-shanghai", "ap-singapore"}), 5+rng.IntN(295))
			return hbwTrap("trap-env-reference", "code-go", t)
		}},
		{4, func() Sample { // masked bearer in log
			t := fmt.Sprintf("%s DEBUG http: POST https://api.%s/v1/token headers={Authorization: Bearer ***, X-Request-Id: %s} status=200 (%dms)",
				hbwTime(), pick([]string{"example.jp", "example.cn", "example.co.kr"}), hbwUUID(), 20+rng.IntN(400))
			return hbwTrap("trap-masked", "log", t)
		}},
		{4, func() Sample { // serials CSV
			var b strings.Builder
			b.WriteString("資産番号,機種,シリアル番号,利用者\n")
			for i := 0; i < 3+rng.IntN(3); i++ {
				b.WriteString(fmt.Sprintf("PC-%s,%s,%s,%s\n", rnd(digits, 5), pick([]string{"ThinkPad X1", "MacBook Air", "Let's note SV", "dynabook G"}), rnd(upper+digits, 10+rng.IntN(3)), pick(hbwJaNames)[0]))
			}
			return hbwTrap("trap-serial-number", "csv", b.String())
		}},
		{4, func() Sample { // vault ref
			t := fmt.Sprintf("# application-prod.yml\nspring:\n  datasource:\n    username: %s\n    password: vault:secret/data/%s#password\n    url: jdbc:mysql://%s:3306/%s\n  # 비밀번호는 Vault 에서 주입됨 / 密码由 Vault 注入",
				pick([]string{"order_app", "svc_user", "report"}), pick([]string{"prod/mysql", "order/db", "shop/rds"}), hbwAliRDS(), pick([]string{"order", "shop", "report"}))
			return hbwTrap("trap-secret-reference", "yaml", t)
		}},
		{4, func() Sample { // JSON with uuid/ids
			t := fmt.Sprintf("{\n  \"tenant_id\": \"%s\",\n  \"client_id\": \"%s\",\n  \"account_id\": \"%s\",\n  \"region\": \"%s\",\n  \"created_at\": \"%sT%02d:00:00+09:00\"\n}",
				hbwUUID(), hbwUUID(), rnd(digits, 12), pick([]string{"ap-northeast-1", "cn-north-4", "kr-central-1"}), hbwDate(), rng.IntN(24))
			return hbwTrap("trap-uuid", "json", t)
		}},
		{4, func() Sample { // ini with empty / prompt
			t := fmt.Sprintf("; 接続設定（パスワードは起動時に入力を求められます）\n[connection]\nhost=%s\nport=%d\nuser=%s\npassword=\nprompt_password=true",
				hbwIP(), pick([]int{5432, 3306, 1521}), pick([]string{"readonly", "analyst", "etl"}))
			return hbwTrap("trap-empty-password", "ini", t)
		}},
	}
}
