package main

import (
	"fmt"
	"strings"
)

// The four recurring shapes in this part's setting: Discord bot tokens, "the login is user /
// password" in prose, keys split over two lines, and a service account's private_key_id in prose.

func hbzShapeGens() []hbzGen {
	return []hbzGen{
		{11, hbzDiscordBot},
		{4, hbzDiscordBotTrap},
		{11, hbzLoginProse},
		{4, hbzLoginProseTrap},
		{11, hbzSplitKey},
		{4, hbzSplitKeyTrap},
		{11, hbzKeyIDProse},
		{4, hbzKeyIDProseTrap},
	}
}

func hbzDiscordBot() Sample {
	c := hbzNewClient()
	tok := hbzDiscordToken()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("# order notifier for %s's Discord\nDISCORD_TOKEN=%s\nDISCORD_CHANNEL_ID=%s\nWOO_STORE=https://%s", c.Name, tok, hbzDigitsNoLead(18), c.Domain)
		return hbzS("discord-bot-token", "env", t, []string{tok}, "https://"+c.Domain)
	case 1:
		t := fmt.Sprintf("import discord\n\nintents = discord.Intents.default()\nclient = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'stock bot for %s online as {client.user}')\n\nclient.run('%s')", c.Domain, tok)
		return hbzS("discord-bot-token", "python", t, []string{tok}, c.Domain)
	case 2:
		t := fmt.Sprintf("%s: the community bot on %s's server stopped posting new blog articles\n%s: I regenerated its token in the dev portal, here: %s\n%s: updated in the plugin, it's back", hbzPerson(), c.First, hbzPerson(), tok, hbzPerson())
		return hbzS("discord-bot-token", "chat", t, []string{tok})
	}
	t := fmt.Sprintf("bot:\n  name: %s-bookings\n  token: \"%s\"\n  guild: \"%s\"\n  notify_on: [new_booking, cancellation]", c.Slug, tok, hbzDigitsNoLead(18))
	return hbzS("discord-bot-token", "yaml", t, []string{tok}, c.Slug+"-bookings")
}

func hbzDiscordBotTrap() Sample {
	c := hbzNewClient()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("Discord app for %s\nApplication ID: %s\nPublic key: %s\nInteractions endpoint: https://%s/wp-json/discord/v1/interactions\nBot token: in the agency vault, not here", c.Name, hbzDigitsNoLead(18), rnd(hexs, 64), c.Domain)
		return hbzT("trap-discord-app-id", "note", t)
	case 1:
		t := "DISCORD_TOKEN=<paste the bot token from the Developer Portal>\nDISCORD_CHANNEL_ID=" + hbzDigitsNoLead(18)
		return hbzT("trap-discord-placeholder", "env", t)
	case 2:
		t := fmt.Sprintf("%s: join the client's Discord to see the order bot: https://discord.gg/%s\n%s: joined. bot's called %sBot", hbzPerson(), rnd(alnum, 8), hbzPerson(), hbzTitle(c.Slug[:min(8, len(c.Slug))]))
		return hbzT("trap-discord-invite", "chat", t)
	}
	t := fmt.Sprintf("[%s] discord.client: logged in as %sBot#%s (id %s)\n[%s] discord.gateway: Shard ID None has connected to Gateway (Session ID: %s).", hbzDate(), hbzTitle(c.Slug[:min(8, len(c.Slug))]), rnd(digits, 4), hbzDigitsNoLead(18), hbzDate(), rnd(hexs, 32))
	return hbzT("trap-discord-log", "log", t)
}

func hbzLoginProse() Sample {
	c := hbzNewClient()
	u := pick([]string{"admin", "administrator", strings.ToLower(c.First), "shopmanager", "editor1", c.Email})
	pw := hbzPw()
	switch rng.IntN(5) {
	case 0:
		t := fmt.Sprintf("%s: the login is %s / %s for the WooCommerce backend, don't change it yet pls", hbzPerson(), u, pw)
		return hbzS("wp-admin-password", "chat", t, []string{pw}, u)
	case 1:
		t := fmt.Sprintf("[%s, %s] %s: staging's up at staging.%s\n[%s, %s] %s: login is %s / %s", hbzDMY(), hbzHM(), hbzPerson(), c.Domain, hbzDMY(), hbzHM(), hbzPerson(), u, pw)
		return hbzS("staging-password", "whatsapp", t, []string{pw}, "staging."+c.Domain)
	case 2:
		t := fmt.Sprintf("sites:\n  - name: %s\n    url: https://%s\n    host: %s\n    login: %s / %s\n    notes: WooCommerce + Stripe", c.Name, c.Domain, pick(hbzHosts), u, pw)
		return hbzS("wp-admin-password", "yaml", t, []string{pw}, "url: https://"+c.Domain)
	case 3:
		t := fmt.Sprintf("%s: what's the Plesk login for %s?\n%s: login's %s / %s", hbzPerson(), c.Domain, hbzPerson(), u, pw)
		return hbzS("plesk-password", "chat", t, []string{pw}, c.Domain)
	}
	t := fmt.Sprintf("%s:\n  panel: https://%s:2083\n  login: %s / %s\n  renewal: %s", c.Slug, c.Domain, u, pw, hbzDate())
	return hbzS("cpanel-password", "yaml", t, []string{pw}, "https://"+c.Domain+":2083")
}

func hbzLoginProseTrap() Sample {
	c := hbzNewClient()
	u := pick([]string{"admin", strings.ToLower(c.First), "shopmanager"})
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("%s: the login is %s / same password as staging, it's in Bitwarden under \"%s\"", hbzPerson(), u, c.Name)
		return hbzT("trap-login-reference", "chat", t)
	case 1:
		t := fmt.Sprintf("sites:\n  - name: %s\n    url: https://%s\n    login: %s / ${%s_WP_PASS}\n", c.Name, c.Domain, u, strings.ToUpper(c.Slug[:min(8, len(c.Slug))]))
		return hbzT("trap-login-env-ref", "yaml", t)
	case 2:
		t := fmt.Sprintf("%s: login is %s / ******** (I'll call you with the password)", hbzPerson(), u)
		return hbzT("trap-login-masked", "chat", t)
	}
	t := fmt.Sprintf("[%s, %s] %s: what's the login for the new site?\n[%s, %s] %s: login is %s / the password you chose on the phone yesterday", hbzDMY(), hbzHM(), c.First, hbzDMY(), hbzHM(), hbzPerson(), u)
	return hbzT("trap-login-no-password", "whatsapp", t)
}

func hbzSplitKey() Sample {
	c := hbzNewClient()
	var full string
	cat := ""
	switch rng.IntN(4) {
	case 0:
		full, cat = hbzStripeSK(), "stripe-secret-key"
	case 1:
		full, cat = hbzSendGrid(), "sendgrid-api-key"
	case 2:
		full, cat = hbzCFToken()+rnd(alnum, 8), "cloudflare-api-token"
	default:
		full, cat = hbzBrevo(), "brevo-api-key"
	}
	cut := len(full)/2 + rng.IntN(7) - 3
	a, b := full[:cut], full[cut:]
	p := hbzPerson()
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("[%s, %s] %s: whatsapp cut the key in half, first bit: %s\n[%s, %s] %s: %s\n[%s, %s] %s: glue them together no spaces", hbzDMY(), hbzHM(), p, a, hbzDMY(), hbzHM(), p, b, hbzDMY(), hbzHM(), p)
		return hbzS(cat, "whatsapp", t, []string{a, b})
	case 1:
		t := fmt.Sprintf("Hi %s,\n\nThe API key for %s is below (my mail client wrapped it, join the two lines):\n\n%s\n%s\n\nThanks,\n%s", c.First, c.Domain, a, b, hbzPerson())
		return hbzS(cat, "mail", t, []string{a, b}, c.Domain)
	case 2:
		t := fmt.Sprintf("%s: key part 1 -> %s\n%s: key part 2 -> %s\n%s: (sent in two so it doesn't show in the notification preview)", p, a, p, b, p)
		return hbzS(cat, "chat", t, []string{a, b})
	}
	t := fmt.Sprintf("API_KEY=\"%s\\\n%s\"\nSITE_URL=https://%s", a, b, c.Domain)
	return hbzS(cat, "env", t, []string{a, b}, "https://"+c.Domain)
}

func hbzSplitKeyTrap() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		z := rnd(hexs, 32)
		t := fmt.Sprintf("%s: zone id for %s (it wrapped):\n%s\n%s", hbzPerson(), c.Domain, z[:16], z[16:])
		return hbzT("trap-zone-id-split", "chat", t)
	case 1:
		tr := "1Z" + rnd(upper+digits, 16)
		t := fmt.Sprintf("Hi %s, the printed brochures shipped today. Tracking number (split over two lines in the courier email):\n%s\n%s", c.First, tr[:9], tr[9:])
		return hbzT("trap-tracking-split", "mail", t)
	}
	k := "pk_live_51" + rnd(alnum, 60)
	t := fmt.Sprintf("publishable key for the theme's checkout.js (safe to be public):\n%s\n%s", k[:35], k[35:])
	return hbzT("trap-publishable-split", "chat", t)
}

func hbzKeyIDProse() Sample {
	c := hbzNewClient()
	kid := rnd(hexs, 40)
	sa := "ga4-reporting@" + c.Slug[:min(12, len(c.Slug))] + "-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
	switch rng.IntN(4) {
	case 0:
		t := fmt.Sprintf("The Looker Studio connector for %s uses the service account %s; its key has private_key_id %s. If it leaks, delete that key in IAM.", c.Name, sa, kid)
		return hbzS("gcp-private-key-id", "note", t, []string{kid}, sa)
	case 1:
		t := fmt.Sprintf("%s: which key is the WP Statistics / GA4 plugin using?\n%s: the JSON with private_key_id %s, uploaded %s\n%s: ok, I'll rotate that one", hbzPerson(), hbzPerson(), kid, hbzDate(), hbzPerson())
		return hbzS("gcp-private-key-id", "chat", t, []string{kid})
	case 2:
		t := fmt.Sprintf("Hi %s,\n\nFor the Search Console export I created a key for %s. For your records, the private key id is \"%s\". The JSON file itself is in our vault.\n\n%s", c.First, sa, kid, hbzPerson())
		return hbzS("gcp-private-key-id", "mail", t, []string{kid}, sa)
	}
	t := fmt.Sprintf("- [%s] Rotated Google Sheets sync key for %s (old private_key_id was %s)", hbzDate(), c.Domain, kid)
	return hbzS("gcp-private-key-id", "changelog", t, []string{kid}, c.Domain)
}

func hbzKeyIDProseTrap() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		t := fmt.Sprintf("Deployed %s theme commit %s to production at %s.", c.Domain, rnd(hexs, 40), hbzHM())
		return hbzT("trap-commit-sha", "chat", t)
	case 1:
		t := fmt.Sprintf("The plugin zip's SHA-1 is %s; it matches the one on the vendor's download page, so the upload for %s wasn't tampered with.", rnd(hexs, 40), c.Name)
		return hbzT("trap-checksum", "note", t)
	}
	t := fmt.Sprintf("The GA4 service account for %s has client_id %s; the key itself (private_key_id and all) lives only in the vault.", c.Domain, hbzDigitsNoLead(21))
	return hbzT("trap-sa-client-id", "note", t)
}
