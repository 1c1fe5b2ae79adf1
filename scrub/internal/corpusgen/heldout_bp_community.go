package main

import (
	"fmt"
	"strings"
)

func hbpWebhook() (string, string, string) {
	id := hbpSnowflake()
	tok := rnd(b64url, 68)
	host := pick([]string{"discord.com", "discord.com", "discordapp.com", "ptb.discord.com"})
	return "https://" + host + "/api/webhooks/" + id + "/" + tok, id, tok
}

func hbpCommunityGens() []hbpGen {
	return []hbpGen{
		{6, func() Sample {
			url, id, tok := hbpWebhook()
			text := fmt.Sprintf(`# .github/workflows/nightly.yml (excerpt)
      - name: Ping #builds
        if: always()
        run: |
          curl -H "Content-Type: application/json" \
            -d "{\"content\":\"nightly ${{ job.status }} – %s\"}" \
            %s`, pick(hbpGames), url)
			_ = id
			return hbpS("discord-webhook", "yaml", text, []string{tok}, "/api/webhooks/"+id+"/")
		}},
		{5, func() Sample {
			url, _, tok := hbpWebhook()
			text := fmt.Sprintf("%s: can someone hook the crash reporter into #crashes?\n%s: made a webhook, here %s\n%s: 🫡", pick(hbpFirst), pick(hbpFirst), url, pick(hbpFirst))
			return hbpS("discord-webhook", "chat", text, []string{tok}, "#crashes")
		}},
		{4, func() Sample {
			url, id, tok := hbpWebhook()
			text := fmt.Sprintf(`[Notifications]
OnNewPatron=true
OnMerchOrder=true
DiscordWebhook=%s
MentionRole=@supporters`, url)
			return hbpS("discord-webhook", "ini", text, []string{tok}, id)
		}},
		{5, func() Sample {
			tok := hbpDiscordToken()
			gid := hbpSnowflake()
			text := fmt.Sprintf(`{
  "token": "%s",
  "guildId": "%s",
  "prefix": "%s",
  "welcomeChannel": "%s",
  "playtestRole": "%s"
}`, tok, gid, pick([]string{"!", "?", ">>"}), hbpSnowflake(), hbpSnowflake())
			return hbpS("discord-bot-token", "json", text, []string{tok}, gid)
		}},
		{5, func() Sample {
			codes := make([]string, 0, 10)
			for i := 0; i < 10; i++ {
				codes = append(codes, rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4))
			}
			n := hbpNum(1, 2)
			text := fmt.Sprintf("%s — backup codes for the server owner account (%s). Keep offline!\n\n", "Discord", pick(hbpHandles))
			for i := 0; i < n*2; i += 2 {
				text += fmt.Sprintf("* %s    * %s\n", codes[i], codes[i+1])
			}
			text += "\nthese are one-time, cross them off when used"
			return hbpS("discord-backup-codes", "notes", text, codes[:n*2], "backup codes for the server owner account")
		}},
		{5, func() Sample {
			tok := rnd(b64url, 43)
			rt := rnd(b64url, 43)
			cid := rnd(b64url, 64)
			text := fmt.Sprintf(`PATREON_CLIENT_ID=%s
PATREON_CREATOR_ACCESS_TOKEN=%s
PATREON_CREATOR_REFRESH_TOKEN=%s
PATREON_CAMPAIGN_ID=%d
# used by the discord role sync + the credits screen generator`, cid, tok, rt, hbpNum(1000000, 9999999))
			return hbpS("patreon-token", "env", text, []string{tok, rt}, cid)
		}},
		{4, func() Sample {
			tok := rnd(b64url, 43)
			text := fmt.Sprintf("Hi %s,\n\nThe supporter-names export for the credits is on me. I grabbed a creator token from the Patreon portal: %s — it's tied to my account, so please use it only for the credits script and tell me when you're done so I can refresh it.\n\nBest,\n%s", pick(hbpFirst), tok, pick(hbpFirst))
			return hbpS("patreon-token", "mail", text, []string{tok}, "creator token")
		}},
		{5, func() Sample {
			tok := "shpat_" + rnd(hexs, 32)
			shop := strings.ToLower(strings.ReplaceAll(pick(hbpStudios), " ", "-")) + "-merch"
			text := fmt.Sprintf(`SHOPIFY_STORE=%s.myshopify.com
SHOPIFY_ADMIN_TOKEN=%s
SHOPIFY_API_VERSION=2024-%02d`, shop, tok, pick([]int{1, 4, 7, 10}))
			return hbpS("shopify-admin-token", "env", text, []string{tok}, shop+".myshopify.com")
		}},
		{5, func() Sample {
			sk := "sk_live_" + rnd(alnum, hbpNum(24, 99))
			pk := "pk_live_" + rnd(alnum, hbpNum(24, 99))
			text := fmt.Sprintf(`# merch store – stripe
STRIPE_PUBLISHABLE_KEY=%s
STRIPE_SECRET_KEY=%s
SHIPPING_FROM=%s`, pk, sk, pick(hbpPlaces))
			return hbpS("stripe-secret-key", "env", text, []string{sk}, pk)
		}},
		{4, func() Sample {
			wh := "whsec_" + rnd(alnum, 32)
			text := fmt.Sprintf("%s: orders aren't reaching the fulfilment webhook\n%s: signing secret on the endpoint changed when I recreated it: %s\n%s: updated in render, redeployed ✅", pick(hbpFirst), pick(hbpFirst), wh, pick(hbpFirst))
			return hbpS("stripe-webhook-secret", "chat", text, []string{wh}, "fulfilment webhook")
		}},
		{4, func() Sample {
			tok := rnd(alnum, 40)
			text := fmt.Sprintf(`$ curl -s https://api.printful.com/orders?status=pending \
    -H "Authorization: Bearer %s" | jq '.result | length'
%d`, tok, hbpNum(0, 40))
			return hbpS("printful-token", "shell", text, []string{tok}, "https://api.printful.com/orders?status=pending")
		}},
		{5, func() Sample {
			seed := rnd(b32, pick([]int{16, 26, 32}))
			acct := pick([]string{"Steamworks", "Epic%20Games", "Discord", "Patreon", "Shopify"})
			user := hbpEmail()
			text := fmt.Sprintf("Shared 2FA for the %s studio account so both producers can log in:\n\notpauth://totp/%s:%s?secret=%s&issuer=%s\n\nAdd it to your authenticator app and delete this message.", strings.ReplaceAll(acct, "%20", " "), acct, user, seed, acct)
			return hbpS("totp-seed", "notes", text, []string{seed}, user)
		}},
		{4, func() Sample {
			seed := strings.ToUpper(rnd(b32, 32))
			groups := []string{}
			for i := 0; i < 32; i += 4 {
				groups = append(groups, seed[i:i+4])
			}
			spaced := strings.Join(groups, " ")
			text := fmt.Sprintf("%s: authenticator setup key for the merch shop admin (can't scan the QR on the office screen): %s\n%s: ok added, code works", pick(hbpFirst), spaced, pick(hbpFirst))
			return hbpS("totp-seed", "chat", text, []string{spaced}, "merch shop admin")
		}},
		{4, func() Sample {
			codes := []string{}
			for i := 0; i < hbpNum(1, 3); i++ {
				codes = append(codes, rnd(digits, 8))
			}
			text := fmt.Sprintf("Epic Games account (publisher org) backup codes, printed %s (the rest are used):\n%s\nStored: office safe, envelope #%d", hbpDate(), strings.Join(codes, "\n"), hbpNum(1, 9))
			return hbpS("epic-backup-codes", "notes", text, codes, "publisher org")
		}},
		{4, func() Sample {
			r := "R" + rnd(digits, 5)
			text := fmt.Sprintf("Steam Guard recovery code for the upload account (%s): %s\nif the phone dies, this removes the authenticator. %s has the phone.", pick([]string{"steam_upload", "bf_builder1", "depotpush"}), r, pick(hbpFirst))
			return hbpS("steam-guard-recovery", "notes", text, []string{r}, "Steam Guard recovery code")
		}},
		{4, func() Sample {
			tok := rnd(b64url, hbpNum(32, 48))
			text := fmt.Sprintf("Subject: Your sign-in link for the %s press kit portal\n\nHi %s,\n\nClick to sign in (valid for 15 minutes, single use):\nhttps://press.%s/auth/magic?token=%s\n\nIf you didn't ask for this, ignore this e-mail.", pick(hbpGames), pick(hbpFirst), pick(hbpDomains), tok)
			return hbpS("magic-link-token", "mail", text, []string{tok}, "valid for 15 minutes")
		}},
		{4, func() Sample {
			sid := rnd(b64url, hbpNum(40, 64))
			dom := pick(hbpDomains)
			text := fmt.Sprintf(`curl 'https://admin.%s/api/patrons/export?tier=all' \
  -H 'accept: application/json' \
  -H 'cookie: theme=dark; session_id=%s; _ga=GA1.1.%d.%d'`, dom, sid, hbpNum(100000000, 999999999), hbpNum(1600000000, 1760000000))
			return hbpS("session-cookie", "shell", text, []string{sid}, "admin."+dom)
		}},
		{4, func() Sample {
			pw := hbpPw()
			text := fmt.Sprintf("Mod team: the bot dashboard (carl/mee6 style one we self host) login changed. user: %s / pass: %s. Do NOT paste it in #general again 🙃", pick([]string{"modteam", "mods", "dashboard"}), pw)
			return hbpS("dashboard-password", "chat", text, []string{pw}, "Mod team")
		}},
		{4, func() Sample {
			u := strings.ToLower(pick(hbpFirst[:10])) + "-" + pick([]string{"ci", "bot", "ops"})
			pat := "ghp_" + rnd(alnum, 36)
			text := fmt.Sprintf(`$ echo %s | docker login ghcr.io -u %s --password-stdin
Login Succeeded
$ docker pull ghcr.io/%s/dedicated-server:%d.%d.%d`, pat, u, strings.ToLower(strings.ReplaceAll(pick(hbpStudios), " ", "")), hbpNum(0, 2), hbpNum(0, 30), hbpNum(0, 9))
			return hbpS("github-pat", "shell", text, []string{pat}, u)
		}},
		{4, func() Sample {
			cid := hbpSnowflake()
			sec := rnd(b64url, 32)
			text := fmt.Sprintf(`# account linking (Settings > Link Discord) – backend only
DISCORD_OAUTH_CLIENT_ID=%s
DISCORD_OAUTH_CLIENT_SECRET=%s
DISCORD_OAUTH_REDIRECT=https://api.%s/link/discord/callback`, cid, sec, pick(hbpDomains))
			return hbpS("discord-client-secret", "env", text, []string{sec}, cid)
		}},
		{4, func() Sample {
			at := rnd(lower+digits, 30)
			rt := rnd(lower+digits, 50)
			text := fmt.Sprintf(`// tokens.json written by the chat bot after the OAuth dance
{
  "access_token": "%s",
  "refresh_token": "%s",
  "expires_in": %d,
  "scope": ["chat:read", "chat:edit", "channel:moderate"],
  "token_type": "bearer"
}`, at, rt, hbpNum(10000, 15000))
			return hbpS("twitch-user-token", "json", text, []string{at, rt}, `"token_type": "bearer"`)
		}},
		{4, func() Sample {
			k := rnd(hexs, 32) + "-us" + fmt.Sprint(hbpNum(2, 21))
			list := rnd(hexs, 10)
			text := fmt.Sprintf("newsletter signup on the %s landing page is broken because the Mailchimp key was rotated. New API key: %s (audience id %s unchanged)", pick(hbpGames), k, list)
			return hbpS("mailchimp-api-key", "chat", text, []string{k}, list)
		}},
		{4, func() Sample {
			tok := "xoxb-" + hbpDigits(12) + "-" + hbpDigits(13) + "-" + rnd(alnum, 24)
			text := fmt.Sprintf(`notify:
  slack:
    channel: "#%s"
    bot_token: "%s"
    on: [failure, fixed]`, pick([]string{"builds", "builds-console", "nightly"}), tok)
			return hbpS("slack-bot-token", "yaml", text, []string{tok}, "on: [failure, fixed]")
		}},
		{4, func() Sample {
			pw := hbpPw()
			who := pick(hbpFirst)
			text := fmt.Sprintf("%s: for the pickups tomorrow, %s will join our Source-Connect room from their home booth\n%s: room name?\n%s: %s-vo, session password %s. starting 10:00 sharp", pick(hbpFirst), who, pick(hbpFirst), pick(hbpFirst), strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "")), pw)
			return hbpS("session-password", "chat", text, []string{pw}, "Source-Connect room")
		}},
	}
}
