package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Four shapes shared with earlier parts, set among mail and DNS admins: a Discord bot token,
// "login user / password" prose, a key split over two lines, and a private_key_id in prose.

func hczSnowflake() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprint(1000000000000000000 + rng.Int64N(300000000000000000))
	case 1:
		return fmt.Sprint(400000000000000000 + rng.Int64N(500000000000000000))
	}
	return fmt.Sprint(900000000000000000 + rng.Int64N(99999999999999999))
}

func hczDiscordToken() string {
	id := base64.RawURLEncoding.EncodeToString([]byte(hczSnowflake()))
	return id + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hczSAEmail() string {
	return pick([]string{"dmarc-reader", "gmail-delegation", "dns-sync", "mail-archiver", "workspace-admin"}) + "@" +
		pick([]string{"mail-tools", "pekarna-it", "nordpeak-prod", "dns-ops"}) + "-" + fmt.Sprint(100000+rng.IntN(899999)) + ".iam.gserviceaccount.com"
}

func hczSplit(s string) (string, string) {
	i := len(s)/3 + rng.IntN(len(s)/3)
	return s[:i], s[i:]
}

var hczShapeSecrets = []func() Sample{
	// Discord bot token in .env
	func() Sample {
		tok := hczDiscordToken()
		txt := fmt.Sprintf(`# mailq-bot – posts postfix queue size to #mail-ops every 10 min
DISCORD_BOT_TOKEN=%s
DISCORD_CHANNEL_ID=%s
QUEUE_WARN=200
POSTQUEUE_BIN=/usr/sbin/postqueue`, tok, hczSnowflake())
		return hczS("discord-bot-token", "env", txt, []string{tok}, "QUEUE_WARN=200")
	},
	// Discord bot token in python
	func() Sample {
		tok := hczDiscordToken()
		txt := fmt.Sprintf(`import discord
from dmarc_digest import build_digest

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    ch = client.get_channel(%s)
    await ch.send(build_digest("%s"))

client.run("%s")`, hczSnowflake(), hczDomain(), tok)
		return hczS("discord-bot-token", "code", txt, []string{tok}, "build_digest")
	},
	// Discord bot token in docker-compose
	func() Sample {
		tok := hczDiscordToken()
		d := hczDomain()
		txt := fmt.Sprintf(`services:
  dmarc-bot:
    image: registry.%s/ops/dmarc-bot:%d.%d
    environment:
      BOT_TOKEN: "%s"
      REPORT_MAILBOX: dmarc@%s
      GUILD_ID: "%s"
    restart: always`, d, 1+rng.IntN(3), rng.IntN(20), tok, d, hczSnowflake())
		return hczS("discord-bot-token", "yaml", txt, []string{tok}, "dmarc@"+d)
	},
	// login user / password in a chat line
	func() Sample {
		pw := hczPw()
		user := pick([]string{"admin", "postmaster", "hostmaster", "root", "mailadmin"})
		sys := pick([]string{"the mailcow UI", "the Wedos panel", "the old Kerio box", "the spam gateway", "PowerDNS-Admin"})
		t := pick([]string{
			"%[4]s: for %[1]s the login is %[2]s / %[3]s",
			"%[4]s: login do %[1]s je %[2]s / %[3]s , ale jen do pátku, pak to měním",
			"%[4]s: %[1]s -> login %[2]s / %[3]s (don't paste it in the ticket)",
		})
		return hczS("login-password", "chat", fmt.Sprintf(t, sys, user, pw, hczFirstName()), []string{pw}, sys)
	},
	// login user / password in YAML
	func() Sample {
		pw := hczPw()
		user := pick([]string{"admin", "postmaster", "dnsadmin", "spamadmin"})
		host := pick([]string{"mailgw", "pmg", "dnsadmin", "rspamd"}) + "." + hczDomain()
		var txt string
		if rng.IntN(2) == 0 {
			txt = fmt.Sprintf(`- system: mail gateway
  url: https://%s:8006
  owner: %s
  login: %s / %s
  note: cluster node 2 shares the same login`, host, hczFirstName(), user, pw)
		} else {
			txt = fmt.Sprintf(`%s:
  role: spam filter
  notes: "the login is %s / %s, 2FA not supported on this version"
  backup: nightly to nas01`, host, user, pw)
		}
		return hczS("login-password", "yaml", txt, []string{pw}, host)
	},
	// key split over two lines in mail
	func() Sample {
		key := hczSendGrid()
		a, b := hczSplit(key)
		txt := fmt.Sprintf(`Ahoj,

posílám ten nový SendGrid klíč pro e-shop, Outlook mi ho zalomil, tak ty dva řádky spoj bez mezery:

%s
%s

Starý klíč jsem v SendGridu smazal.
%s`, a, b, hczFirstName())
		return hczS("sendgrid-api-key", "mail", txt, []string{a, b}, "SendGrid")
	},
	// token split in a ticket comment
	func() Sample {
		tok := hczCFToken()
		if rng.IntN(2) == 0 {
			tok = rnd(hexs, 64)
		}
		a, b := hczSplit(tok)
		tk := hczTicket()
		txt := fmt.Sprintf(`%s – comment by %s:
New DNS API token for the acme client (the form field cut it, it's one string):
  %s
  %s
Scope: DNS edit on %s only.`, tk, hczUser(), a, b, hczDomain())
		return hczS("dns-api-token", "ticket", txt, []string{a, b}, tk)
	},
	// private_key_id in English prose
	func() Sample {
		kid := rnd(hexs, 40)
		sa := hczSAEmail()
		t := pick([]string{
			"Heads up: the service account %[1]s used for Gmail domain-wide delegation has a key with private_key_id %[2]s sitting in the old ansible repo. Please delete that key in the console and issue a new one.",
			"Found a leaked key for %[1]s (private_key_id %[2]s) in a pastebin linked from the DMARC vendor's support ticket. Revoking now.",
		})
		return hczS("gcp-private-key-id", "chat", fmt.Sprintf(t, sa, kid), []string{kid}, sa)
	},
	// private_key_id in Czech prose
	func() Sample {
		kid := rnd(hexs, 40)
		sa := hczSAEmail()
		txt := fmt.Sprintf(`Zápis %s: klíč servisního účtu %s (private_key_id %s) byl omylem přiložen k e-mailu dodavateli. Klíč jsme zneplatnili, nový je jen ve Vaultu. Delegace pro Gmail API funguje.`, hczDate(), sa, kid)
		return hczS("gcp-private-key-id", "notes", txt, []string{kid}, sa)
	},
}

var hczShapeTraps = []func() Sample{
	// Discord bot config with ids and public key, token from env
	func() Sample {
		t := pick([]string{
			"DISCORD_APPLICATION_ID=%[1]s\nDISCORD_PUBLIC_KEY=%[2]s\nDISCORD_BOT_TOKEN=${DISCORD_BOT_TOKEN}\nDISCORD_CHANNEL_ID=%[3]s",
			"mailq-bot: app id %[1]s, interactions public key %[2]s, channel %[3]s. Token is in the vault under discord/mailq-bot.",
			"discord:\n  application_id: \"%[1]s\"\n  public_key: %[2]s\n  token: \"<bot-token>\"\n  channel: \"%[3]s\"",
		})
		return hczT("trap-discord-ids", pick([]string{"env", "chat", "yaml"}), fmt.Sprintf(t, hczSnowflake(), rnd(hexs, 64), hczSnowflake()))
	},
	// bot log with a masked token
	func() Sample {
		tok := hczDiscordToken()
		masked := tok[:10] + strings.Repeat("*", 12)
		txt := fmt.Sprintf(`%[1]s INFO  mailq-bot starting, token=%[2]s (from env)
%[1]s INFO  logged in as mailq-bot#%04[3]d (id %[4]s)
%[1]s WARN  postfix queue size 312 > 200, posting to channel %[5]s`, hczDate()+" "+hczTime(), masked, rng.IntN(10000), hczSnowflake(), hczSnowflake())
		return hczT("trap-discord-masked", "log", txt)
	},
	// login without a password
	func() Sample {
		user := pick([]string{"admin", "postmaster", "hostmaster"})
		t := pick([]string{
			"%[2]s: the login is %[1]s / the usual one from Bitwarden (item \"mailcow prod\")",
			"%[2]s: login %[1]s / heslo najdeš v KeePassu, složka DNS",
			"- system: mail gateway\n  login: %[1]s / see 1Password \"PMG root\"\n  owner: %[2]s",
			"%[2]s: login is %[1]s / ******** (I reset it yesterday, ask me on the phone)",
		})
		return hczT("trap-login-reference", pick([]string{"chat", "yaml"}), fmt.Sprintf(t, user, hczFirstName()))
	},
	// DKIM public key wrapped over two lines in a zone file
	func() Sample {
		pub := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + hczB64(180) + "IDAQAB"
		a, b := hczSplit(pub)
		sel := pick([]string{"s1", "google", "selector1", "mail", "k2"})
		txt := fmt.Sprintf(`%s._domainkey  IN  TXT  ( "v=DKIM1; k=rsa; "
        "p=%s"
        "%s" )`, sel, a, b)
		return hczT("trap-dkim-public-split", "zone", txt)
	},
	// private_key_id kept out of the text
	func() Sample {
		sa := hczSAEmail()
		t := pick([]string{
			"The service account %[1]s (client_id %[2]s) needs domain-wide delegation for https://mail.google.com/. Its private_key_id and key JSON are in Vault at secret/gcp/%[3]s, not in the repo.",
			"Servisní účet %[1]s, client_id %[2]s – v Admin konzoli přidat scope gmail.readonly. Klíč (private_key_id atd.) je ve Vaultu.",
			"Rotated the key for %[1]s today; the old private_key_id is [REDACTED] in the audit log. Client id stays %[2]s.",
		})
		return hczT("trap-gcp-sa-ids", "chat", fmt.Sprintf(t, sa, "1"+rnd(digits, 20), pick([]string{"dmarc-reader", "gmail-delegation", "dns-sync"})))
	},
}
