package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hbpTrapGens2: community, shop and team texts with nothing that grants access.
func hbpTrapGens2() []hbpGen {
	return []hbpGen{
		{6, func() Sample {
			text := fmt.Sprintf(`module.exports = {
  token: process.env.DISCORD_TOKEN,
  guildId: "%s",
  channels: { patchNotes: "%s", bugReports: "%s" },
  roles: { playtester: "%s", patron: "%s" },
};`, hbpSnowflake(), hbpSnowflake(), hbpSnowflake(), hbpSnowflake(), hbpSnowflake())
			return hbpT("trap-discord-snowflakes", "code", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("📢 %s playtest weekend!\nJoin the Discord: https://discord.gg/%s\nWishlist: https://store.steampowered.com/app/%d/\nKeys go out %s via the #playtest-signup bot", pick(hbpGames), rnd(alnum, hbpNum(7, 10)), hbpNum(1200000, 3400000), hbpDate())
			return hbpT("trap-discord-invite", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("DISCORD_BOT_TOKEN=your-bot-token-here\nDISCORD_APPLICATION_ID=%s\n# get the token from https://discord.com/developers/applications > Bot > Reset Token", hbpSnowflake())
			return hbpT("trap-discord-token-placeholder", "env", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Patreon campaign %d: tiers %d (Squire), %d (Knight), %d (Dragon). New post for patrons: https://www.patreon.com/posts/%s-%d", hbpNum(1000000, 9999999), hbpNum(1000000, 9999999), hbpNum(1000000, 9999999), hbpNum(1000000, 9999999), strings.ToLower(strings.ReplaceAll(pick(hbpGames), " ", "-"))+"-devlog", hbpNum(10000000, 99999999))
			return hbpT("trap-patreon-ids", "notes", text)
		}},
		{6, func() Sample {
			var rows []string
			for i := 0; i < hbpNum(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("#%d,%s,%s-%s-%s,%s,%s", hbpNum(1001, 9999), hbpDate(), pick([]string{"TEE", "HOOD", "PIN", "PLUSH"}), strings.ToUpper(pick(hbpWords)[:3]), pick([]string{"S", "M", "L", "XL"}), pick([]string{"1Z" + hbpHexU(16), "LX" + rnd(digits, 9) + "DE", "9400" + rnd(digits, 18)}), pick([]string{"shipped", "pending", "refunded"})))
			}
			text := "order,date,sku,tracking,status\n" + strings.Join(rows, "\n")
			return hbpT("trap-merch-orders", "csv", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`<script src="https://js.stripe.com/v3/"></script>
<script>
  // publishable key: safe to ship in the page
  const stripe = Stripe("pk_live_%s");
</script>`, rnd(alnum, hbpNum(30, 99)))
			return hbpT("trap-stripe-publishable", "code", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("refund for the broken plushie: charge ch_%s, payment intent pi_%s, customer cus_%s. Refunded %d.%02d EUR on %s.", rnd(alnum, 24), rnd(alnum, 24), rnd(alnum, 14), hbpNum(15, 60), hbpNum(0, 99), hbpDate())
			return hbpT("trap-stripe-object-ids", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Invoice %s-%d for VO session (%s), %d EUR.\nIBAN: DE%s\nBIC: %s\nPayment within 30 days. Phone: +49 %d %d", pick([]string{"INV", "RE"}), hbpNum(1000, 9999), pick(hbpFirst), hbpNum(200, 2500), rnd(digits, 20), pick([]string{"COBADEFFXXX", "DEUTDEFF", "GENODEF1M04"}), hbpNum(150, 179), hbpNum(1000000, 9999999))
			return hbpT("trap-invoice-iban", "mail", text)
		}},
		{6, func() Sample {
			text := fmt.Sprintf("Reminder from IT: QA test account passwords must be at least %d characters, unique per account and stored in the team vault. Don't reuse your own password for test accounts, and never put them in Jira tickets.", pick([]int{12, 14, 16}))
			return hbpT("trap-password-policy", "mail", text)
		}},
		{6, func() Sample {
			text := fmt.Sprintf("Hi %s, I reset your password for the partner portal – you'll get an e-mail with a link to set a new one. The link expires in 24h. If you don't see it, check spam.", pick(hbpFirst))
			return hbpT("trap-password-reset-talk", "mail", text)
		}},
		{6, func() Sample {
			u1, u2 := "playtest"+fmt.Sprint(hbpNum(1, 20)), "playtest"+fmt.Sprint(hbpNum(21, 40))
			m := pick([]string{"[REDACTED]", "see 1Password", "********", "(in vault: qa/accounts)"})
			text := fmt.Sprintf("| Account | Password | Region |\n|---|---|---|\n| %s | %s | EU |\n| %s | %s | NA |", u1, m, u2, m)
			return hbpT("trap-masked-password", "markdown", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("%s: door code changed this morning, reception has the new one (not posting it here)\n%s: alarm code too?\n%s: alarm unchanged, ask %s", pick(hbpFirst), pick(hbpFirst), pick(hbpFirst), pick(hbpFirst))
			return hbpT("trap-door-code-talk", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Expo booth wifi: network \"%s\", open network with a captive portal – just accept the terms. Staff hotspot details are on the laminated card at the booth.", pick([]string{"GDC-Public", "Gamescom_Visitors", "PAX-Free-WiFi", "Devcom Guest"}))
			return hbpT("trap-wifi-no-key", "notes", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("VO casting – agency contact for %s: %s, +44 %d %d, agent ref %s-%d. Contract #%d signed %s.", pick(hbpFirst), pick(hbpFirst), hbpNum(7000, 7999), hbpNum(100000, 999999), strings.ToUpper(rnd(lower, 3)), hbpNum(100, 999), hbpNum(10000, 99999), hbpDate())
			return hbpT("trap-contact-ids", "notes", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`{
  "theme": "%s",
  "accent": "#%s",
  "background": "#%s",
  "version": "%d.%d.%d+build.%d",
  "generatedAt": "%sT%s:00Z"
}`, pick([]string{"ember", "frost", "moss"}), hbpHexU(6), hbpHexU(6), hbpNum(0, 2), hbpNum(0, 30), hbpNum(0, 9), hbpNum(100, 9999), hbpDate(), hbpTime())
			return hbpT("trap-colours-versions", "json", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("$ vault kv get -field=password secret/%s/%s\n(use this in the build agent instead of pasting the password – policy `%s-ci` already has read access)", pick([]string{"steam", "psn", "playfab", "perforce"}), pick([]string{"upload", "build", "ci"}), strings.ToLower(strings.Split(pick(hbpStudios), " ")[0]))
			return hbpT("trap-vault-reference", "shell", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Action items %s\n- [ ] %s: rotate the Twitch stream key after the event\n- [ ] %s: move the Discord bot token into the secret store\n- [ ] %s: enable 2FA on the Steamworks account\n- [x] revoke ex-contractor Perforce access", hbpDate(), pick(hbpFirst), pick(hbpFirst), pick(hbpFirst))
			return hbpT("trap-security-todo", "notes", text)
		}},
		{5, func() Sample {
			raw := make([]byte, hbpNum(60, 120))
			for i := range raw {
				raw[i] = byte(rng.IntN(256))
			}
			copy(raw, []byte("\x89PNG\r\n\x1a\n"))
			text := fmt.Sprintf(`.rank-icon-%s {
  background-image: url("data:image/png;base64,%s");
}`, pick([]string{"gold", "silver", "bronze"}), base64.StdEncoding.EncodeToString(raw))
			return hbpT("trap-base64-image", "code", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("TWITCH_BOT_USERNAME=%s_bot\nTWITCH_OAUTH=oauth:<generate one at the token generator, chat:read chat:edit>\nTWITCH_CHANNEL=%s", pick(hbpHandles), pick(hbpHandles))
			return hbpT("trap-twitch-oauth-placeholder", "env", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf(`services:
  nakama:
    image: registry.heroiclabs.com/heroiclabs/nakama:3.%d.0
    environment:
      # change this before deploying anywhere but your laptop
      - POSTGRES_PASSWORD=changeme
  postgres:
    image: postgres:%d-alpine`, hbpNum(18, 24), pick([]int{14, 15, 16}))
			return hbpT("trap-changeme-template", "yaml", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Steam Guard: I entered the code from the app and the upload account is logged in on build agent %d now. If it asks again, ping %s – they have the authenticator.", hbpNum(1, 6), pick(hbpFirst))
			return hbpT("trap-steam-guard-talk", "chat", text)
		}},
		{5, func() Sample {
			var b strings.Builder
			b.WriteString("Key,Source,en,de\n")
			for i := 0; i < hbpNum(3, 5); i++ {
				j := rng.IntN(4)
				fmt.Fprintf(&b, "%s,%s,\"%s\",\"%s\"\n", hbpHexU(32), pick([]string{"UI", "Dialogue", "Quest"}), []string{"Press any key", "Save complete", "The gate is locked", "Enter password"}[j], []string{"Beliebige Taste drücken", "Gespeichert", "Das Tor ist verschlossen", "Passwort eingeben"}[j])
			}
			return hbpT("trap-loc-string-keys", "csv", strings.TrimRight(b.String(), "\n"))
		}},
		{5, func() Sample {
			text := fmt.Sprintf("The safe in the %s puzzle room uses the code from the painting (in-game lore: 1-%d-%d). Players keep asking on Discord, should we add a hint?", pick(hbpGames), hbpNum(2, 9), hbpNum(10, 40))
			return hbpT("trap-in-game-code", "chat", text)
		}},
		{5, func() Sample {
			text := fmt.Sprintf("Press keys for %s go out through Keymailer only. A key looks like XXXXX-XXXXX-XXXXX; if someone e-mails asking for %d keys for their \"channel\", check the request in Keymailer first.", pick(hbpGames), hbpNum(5, 50))
			return hbpT("trap-steam-key-format", "mail", text)
		}},
		{4, func() Sample {
			text := fmt.Sprintf("$ p4 info\nUser name: %s\nClient name: %s_ws\nClient root: D:\\p4\\%s\nServer address: ssl:p4.%s:1666\nServer version: P4D/LINUX26X86_64/2024.%d/%d\nServer ID: %s\nServer license: %s Studio %d users", strings.ToLower(pick(hbpFirst[:10])), strings.ToLower(pick(hbpFirst[:10])), pick(hbpGames), pick(hbpDomains), hbpNum(1, 2), hbpNum(2500000, 2700000), strings.ToLower(strings.Split(pick(hbpStudios), " ")[0])+"-master", pick(hbpStudios), hbpNum(20, 60))
			return hbpT("trap-p4-info", "shell", text)
		}},
	}
}
