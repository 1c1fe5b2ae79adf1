package main

import (
	"fmt"
	"strings"
)

// Variants of four shapes in the theme's setting: Discord bot tokens, "login is user / pw",
// keys split over two lines, and a service account's private_key_id quoted in prose.

func hbwSplit(s string) (string, string) {
	k := len(s)/2 - 4 + rng.IntN(9)
	return s[:k], s[k:]
}

func hbwFour() []hbwGen {
	return []hbwGen{
		// Discord bot tokens.
		{3, func() Sample {
			tok := hbwDiscord()
			t := fmt.Sprintf("サークル用のDiscord bot作りました！トークンはこれ↓\n%s\n%s", tok,
				pick([]string{"リポジトリには絶対上げないでね", "Developer Portal で Reset したら教えて", "Intents は MESSAGE CONTENT だけONにしてます"}))
			return hbwSec("discord-bot-token", "chat-line", t, []string{tok})
		}},
		{3, func() Sample {
			tok := hbwDiscord()
			t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n# 机器人令牌（测试服务器用）\nclient.run(\"%s\")", tok)
			return hbwSec("discord-bot-token", "code-python", t, []string{tok}, "intents = discord.Intents.default()")
		}},
		{2, func() Sample {
			tok := hbwDiscord()
			gid := hbwSnowflake()
			t := fmt.Sprintf("# 디스코드 봇 설정\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nPREFIX=!\n", tok, gid)
			return hbwSec("discord-bot-token", "env", t, []string{tok}, gid)
		}},
		{2, func() Sample {
			clk := hbwClock()
			tok := hbwDiscord()
			t := fmt.Sprintf("%s [DEBUG] discord.http: GET https://discord.com/api/v10/users/@me headers={'Authorization': 'Bot %s', 'User-Agent': 'DiscordBot'}\n%s [ERROR] 401 Unauthorized → 令牌被重置了？",
				clk(), tok, clk())
			return hbwSec("discord-bot-token", "log", t, []string{tok}, "401 Unauthorized")
		}},
		{3, func() Sample { // trap: application id and public key
			t := fmt.Sprintf("Discord Developer Portal の General Information:\nAPPLICATION ID: %s\nPUBLIC KEY: %s\n（Interactions のエンドポイント検証に使う公開鍵です）",
				hbwSnowflake(), rnd(hexs, 64))
			return hbwTrap("trap-discord-app-id", "chat-slack", t)
		}},
		{2, func() Sample { // trap: invite URL
			t := fmt.Sprintf("봇 초대 링크입니다: https://discord.com/oauth2/authorize?client_id=%s&permissions=%d&scope=bot%%20applications.commands", hbwSnowflake(), pick([]int{2048, 274877990912, 8}))
			return hbwTrap("trap-discord-app-id", "chat-kakao", t)
		}},
		{2, func() Sample { // trap: env reference
			t := fmt.Sprintf("# bot.py\n# Discord 令牌从环境变量读取，不要写在代码里\nTOKEN = os.environ[\"DISCORD_BOT_TOKEN\"]\nGUILD_ID = %s\nclient.run(TOKEN)", hbwSnowflake())
			if rng.IntN(2) == 0 {
				t = fmt.Sprintf("# .env.example\nDISCORD_BOT_TOKEN=<Developer Portal の Bot → Reset Token で取得>\nGUILD_ID=%s", hbwSnowflake())
			}
			return hbwTrap("trap-placeholder", "code-python", t)
		}},
		// "login is user / pw".
		{3, func() Sample {
			pw := hbwPw()
			u := pick([]string{"admin", "administrator", "kanri", "root"})
			t := fmt.Sprintf("%sさん、検証環境の管理画面（https://stg-admin.%s.jp）のloginは %s / %s です。%s", pick(hbwJaNames)[0],
				pick([]string{"shop", "kaisha", "sample"}), u, pw, pick([]string{"本番とは別なので安心してください", "触り終わったら教えてください"}))
			return hbwSec("login-password", "chat-slack", t, []string{pw}, "stg-admin")
		}},
		{2, func() Sample {
			pw := hbwPw()
			t := fmt.Sprintf("%s：后台 login 是 root / %s ，只能内网访问\n%s：👌", pick(hbwZhNames)[0], pw, pick(hbwZhNames)[0])
			return hbwSec("login-password", "chat-wechat", t, []string{pw}, "只能内网访问")
		}},
		{2, func() Sample {
			pw := hbwPw()
			t := fmt.Sprintf("그라파나 login은 admin / %s 입니다. 대시보드 수정은 하지 말아 주세요!", pw)
			return hbwSec("login-password", "chat-kakao", t, []string{pw}, "그라파나")
		}},
		{3, func() Sample {
			pw := hbwPwShell()
			t := fmt.Sprintf("# %s\nstaging:\n  url: https://stg.%s/\n  login: admin / %s\n  note: %s\n", pick([]string{"検証環境", "测试环境", "스테이징"}),
				pick([]string{"example.jp", "example.cn", "example.co.kr"}), pw, pick([]string{"IP制限あり", "需要VPN", "사내망에서만"}))
			return hbwSec("login-password", "yaml", t, []string{pw}, "staging:")
		}},
		{3, func() Sample { // trap
			t := pick([]string{
				"管理画面のloginは admin / パスワードは別途お電話でお伝えします。",
				"后台 login 是 admin / 密码找运维要，不在群里发",
				"관리자 login은 admin / 비밀번호는 1Password 공유 금고에 있어요",
			}) + fmt.Sprintf("（%s）", hbwDate())
			return hbwTrap("trap-login-no-password", "chat-slack", t)
		}},
		{2, func() Sample { // trap yaml
			t := fmt.Sprintf("# 検証環境\nstaging:\n  url: https://stg-%s.example.%s/\n  login: admin / (パスワードは 1Password「stg-admin」参照)\n", rnd(lower, 4), pick([]string{"jp", "cn", "co.kr"}))
			return hbwTrap("trap-login-no-password", "yaml", t)
		}},
		// Keys split over two lines.
		{3, func() Sample {
			h1, h2 := hbwSplit(hbwAliSecret())
			id := hbwAliID()
			t := fmt.Sprintf("スマホから送るので改行入っちゃいますが、続けて1つのキーです\nAccessKey ID: %s\nAccessKey Secret:\n%s\n%s", id, h1, h2)
			return hbwSec("split-key", "chat-line", t, []string{h1, h2}, id)
		}},
		{3, func() Sample {
			h1, h2 := hbwSplit(hbwHwSK())
			t := fmt.Sprintf("SK 太长，邮件里被折行了，拼起来用：\n%s\n%s\n（两行之间没有空格）", h1, h2)
			return hbwSec("split-key", "mail", t, []string{h1, h2})
		}},
		{2, func() Sample {
			h1, h2 := hbwSplit(rnd(b64url, 48+rng.IntN(16)))
			t := fmt.Sprintf("JWT 서명 키 공유드려요 (두 줄을 이어 붙여서 한 줄로 넣으세요)\n%s\n%s", h1, h2)
			return hbwSec("split-key", "chat-slack", t, []string{h1, h2})
		}},
		{2, func() Sample {
			h1, h2 := hbwSplit(hbwGitHub())
			t := fmt.Sprintf("# CIで使うトークン（長いので分割）\nexport GH_TOKEN=\"%s\\\n%s\"", h1, h2)
			return hbwSec("split-key", "shell", t, []string{h1, h2})
		}},
		{3, func() Sample { // trap: checksum split
			h1, h2 := hbwSplit(rnd(hexs, 64))
			t := fmt.Sprintf("インストーラーのSHA256（長いので2行で）：\n%s\n%s\nダウンロード後に certutil -hashfile で確認してください", h1, h2)
			return hbwTrap("trap-split-checksum", "mail", t)
		}},
		{2, func() Sample { // trap: trace id split
			h1, h2 := hbwSplit(rnd(hexs, 32) + rnd(hexs, 16))
			t := fmt.Sprintf("报错时的 trace id（手机上复制被截成两行了）：\n%s\n%s\n麻烦查一下链路", h1, h2)
			return hbwTrap("trap-split-trace-id", "chat-dingtalk", t)
		}},
		// private_key_id in prose.
		{3, func() Sample {
			id := rnd(hexs, 40)
			sa := pick([]string{"bq-loader", "firebase-adminsdk-" + rnd(lower+digits, 5), "ci-deployer"}) + "@" + pick([]string{"shop-prod", "kaisha-analytics", "app-" + rnd(digits, 6)}) + ".iam.gserviceaccount.com"
			t := fmt.Sprintf("GitHubにJSONが上がってしまった件、サービスアカウント %s の private_key_id が \"%s\" の鍵です。至急無効化お願いします。", sa, id)
			return hbwSec("private-key-id", "chat-slack", t, []string{id}, sa)
		}},
		{3, func() Sample {
			id := rnd(hexs, 40)
			t := fmt.Sprintf("安全事件复盘：泄露的是 GCP 服务账号密钥文件，private_key_id 为 %s，已于 %s 在控制台删除并重新签发。", id, hbwTime())
			return hbwSec("private-key-id", "note", t, []string{id})
		}},
		{3, func() Sample {
			id := rnd(hexs, 40)
			t := fmt.Sprintf("%s님, 노트북에 남아 있던 서비스 계정 키 파일(private_key_id: %s) 삭제 부탁드립니다. 해당 키는 콘솔에서도 비활성화했어요.", pick(hbwKoNames)[0], id)
			return hbwSec("private-key-id", "chat-slack", t, []string{id})
		}},
		{2, func() Sample { // trap: commit sha in prose
			t := fmt.Sprintf("鍵ファイルを消したコミットは %s です。履歴からも消すために filter-repo をかけました。", hbwSHA())
			return hbwTrap("trap-commit-sha", "chat-slack", t)
		}},
		{2, func() Sample { // trap: cert thumbprint
			t := fmt.Sprintf("新しいサーバー証明書の SHA-1 拇印是 %s，请在客户端白名单里更新。", strings.ToUpper(rnd(hexs, 40)))
			return hbwTrap("trap-fingerprint", "chat-dingtalk", t)
		}},
	}
}
