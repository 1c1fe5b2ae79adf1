package main

import (
	"fmt"
	"strings"
)

// The four extra shapes, in the NOC setting: Discord bot tokens, "the login is user / pw",
// keys split across two lines, and a service account's private_key_id in prose.

func hcdShapeGens() []hcdGen {
	return []hcdGen{
		{3, hcdDiscordEnv},
		{3, hcdDiscordPy},
		{3, hcdDiscordChat},
		{2, hcdDiscordYAML},
		{3, hcdLoginChatEN},
		{3, hcdLoginChatESPT},
		{3, hcdLoginYAML},
		{2, hcdLoginHandover},
		{3, hcdSplitChat},
		{3, hcdSplitYAML},
		{3, hcdSplitNote},
		{2, hcdSplitShell},
		{4, hcdKeyIDProse},
		{3, hcdKeyIDChat},
		{3, hcdKeyIDTicket},
		{4, hcdTrapDiscordShape},
		{4, hcdTrapLoginShape},
		{4, hcdTrapSplitShape},
		{4, hcdTrapKeyIDShape},
	}
}

func hcdDiscordEnv() Sample {
	t := hcdDiscordBot()
	text := fmt.Sprintf(`# noc-alarm-bot/.env
DISCORD_TOKEN=%s
ALARM_CHANNEL_ID=%s
ZABBIX_URL=https://zabbix.%s`, t, hcdNum(19), hcdDomain())
	return hcdSec("discord-bot-token", "env", text, t)
}

func hcdDiscordPy() Sample {
	t := hcdDiscordBot()
	text := fmt.Sprintf(`import discord

intents = discord.Intents.default()
client = discord.Client(intents=intents)

@client.event
async def on_ready():
    print("noc bot online")

client.run("%s")  # bot "OLT Watcher"`, t)
	return hcdSec("discord-bot-token", "code", text, t)
}

func hcdDiscordChat() Sample {
	t := hcdDiscordBot()
	text := pick([]string{
		fmt.Sprintf("%s: token do bot de alarmes do Discord caso precise subir de novo: %s", pick(hcdTechs), t),
		fmt.Sprintf("%s: the discord bot that posts the OLT alarms died, restarted it with token %s - if it dies again ping me", pick(hcdTechs), t),
		fmt.Sprintf("%s: el bot de Discord de guardias usa el token %s, está en el servidor de monitoreo", pick(hcdTechs), t),
	})
	return hcdSec("discord-bot-token", "chat", text, t)
}

func hcdDiscordYAML() Sample {
	t := hcdDiscordBot()
	text := fmt.Sprintf(`notifiers:
  discord:
    enabled: true
    bot_token: "%s"
    guild: "NOC %s"
    channel: field-dispatch`, t, hcdP("Norte", "Sul", "Metro"))
	return hcdSec("discord-bot-token", "yaml", text, t)
}

func hcdLoginUser() string {
	return hcdP("admin", "noc", "root", "tecnico", "support", "fieldops", "operador")
}

func hcdLoginChatEN() Sample {
	u, pw := hcdLoginUser(), hcdHumanPw()
	what := hcdP("the new OLT web UI", "the ONT management page", "the spectrum analyzer", "the splice machine's PC", "the UPS card in the shelter")
	text := pick([]string{
		fmt.Sprintf("%s: for %s the login is %s / %s", pick(hcdFirst), what, u, pw),
		fmt.Sprintf("%s: login is %s / %s for %s, don't change it yet, vendor still has a session open", pick(hcdTechs), u, pw, what),
		fmt.Sprintf("[%02d:%02d] %s: what's the login for %s?\n[%02d:%02d] %s: %s / %s", rng.IntN(24), rng.IntN(60), pick(hcdTechs), what, rng.IntN(24), rng.IntN(60), pick(hcdTechs), u, pw),
	})
	return hcdK(hcdSec("login-password", "chat", text, pw), u)
}

func hcdLoginChatESPT() Sample {
	u, pw := hcdLoginUser(), hcdHumanPw()
	text := pick([]string{
		fmt.Sprintf("%s: el login de la OLT nueva es %s / %s, todavía no está en el TACACS", pick(hcdTechs), u, pw),
		fmt.Sprintf("%s: o login da ONU de teste é %s / %s", pick(hcdTechs), u, pw),
		fmt.Sprintf("%s: login do nobreak do %s: %s / %s", pick(hcdTechs), hcdSite(), u, pw),
	})
	return hcdK(hcdSec("login-password", "chat", text, pw), u)
}

func hcdLoginYAML() Sample {
	u, pw := hcdLoginUser(), hcdHumanPw()
	host := strings.ToLower(hcdSite())
	text := pick([]string{
		fmt.Sprintf(`# shelter devices
%s-ups:
  ip: %s
  login: %s / %s
  notes: SNMP card, firmware 2.4`, host, hcdIP10(), u, pw),
		fmt.Sprintf(`devices:
  - name: %s-pdu
    ip: %s
    login: "%s / %s"`, host, hcdIP10(), u, pw),
	})
	return hcdK(hcdSec("login-password", "yaml", text, pw), u, host)
}

func hcdLoginHandover() Sample {
	u, pw := hcdLoginUser(), hcdHumanPw()
	text := fmt.Sprintf(`Handover %s
- New OTDR arrived, it's in the van. The login is %s / %s on the tablet app.
- %s needs 2 more ONTs for tomorrow.`, hcdWO(), u, pw, pick(hcdFirst))
	return hcdK(hcdSec("login-password", "handover", text, pw), u)
}

// hcdSplit cuts a value in two near its middle.
func hcdSplit(v string) (string, string) {
	i := len(v)/2 - 3 + rng.IntN(7)
	return v[:i], v[i:]
}

func hcdSplitChat() Sample {
	k := hcdP(hcdGrafana(), hcdTelnyxKey(), hcdGitlab(), "prov_"+rnd(alnum, 40))
	a, b := hcdSplit(k)
	t := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("%s: pasting the api key from the tablet, it wrapped:\n%s\n%s\njoin the two lines", t, a, b),
		fmt.Sprintf("%s: chave da API (veio quebrada em duas linhas, junta sem espaço):\n%s\n%s", t, a, b),
	})
	return hcdSec("api-key-split", "chat", text, a, b)
}

func hcdSplitYAML() Sample {
	s := rnd(alnum, hcdN(40, 56))
	a, b := hcdSplit(s)
	text := fmt.Sprintf(`acs:
  url: https://acs.%s:7547
  # key split in two parts, the loader concatenates them
  api_key_part1: "%s"
  api_key_part2: "%s"`, hcdDomain(), a, b)
	return hcdSec("api-key-split", "yaml", text, a, b)
}

func hcdSplitNote() Sample {
	s := hcdSharedSecret() + rnd(alnum, 8)
	a, b := hcdSplit(s)
	text := pick([]string{
		fmt.Sprintf("RADIUS secret for %s (too long for the label printer, so two lines):\n%s\n%s", hcdBRAS(), a, b),
		fmt.Sprintf("Secreto RADIUS del %s, primera mitad: %s\nsegunda mitad: %s", hcdBRAS(), a, b),
	})
	return hcdSec("radius-secret-split", "note", text, a, b)
}

func hcdSplitShell() Sample {
	t := rnd(hexs, 64)
	a, b := hcdSplit(t)
	text := fmt.Sprintf(`$ export ZABBIX_TOKEN="%s\
%s"
$ ./zbx-maint.py --host %s --hours 2`, a, b, strings.ToLower(hcdSite()))
	return hcdSec("zabbix-token-split", "shell", text, a, b)
}

func hcdKeyIDProse() Sample {
	id := rnd(hexs, 40)
	sa := hcdP("noc-sheets-export", "cdr-bigquery-loader", "olt-inventory-sync") + "@" + hcdP("isp-noc", "nortefibra-ops", "tealnet-data") + ".iam.gserviceaccount.com"
	text := pick([]string{
		fmt.Sprintf("The service account %s is still using the key with private_key_id %s - that's the one in the old Sheets script, please rotate it.", sa, id),
		fmt.Sprintf("A conta de serviço %s tem a chave private_key_id \"%s\" exposta no repositório antigo. Revogar hoje.", sa, id),
	})
	return hcdK(hcdSec("gcp-private-key-id", "note", text, id), sa)
}

func hcdKeyIDChat() Sample {
	id := rnd(hexs, 40)
	text := pick([]string{
		fmt.Sprintf("%s: found the JSON for the BigQuery loader on the shared drive, private_key_id is %s. deleting the file now", pick(hcdTechs), id),
		fmt.Sprintf("%s: la cuenta de servicio del exportador de CDR tiene private_key_id '%s', ¿la deshabilito?", pick(hcdTechs), id),
	})
	return hcdSec("gcp-private-key-id", "chat", text, id)
}

func hcdKeyIDTicket() Sample {
	id := rnd(hexs, 40)
	proj := hcdP("isp-noc-prod", "nortefibra-ops", "cablemar-analytics")
	text := fmt.Sprintf(`%s - Rotate GCP key
Project: %s
The key (private_key_id: %s) of the inventory sync account was mailed to a contractor.
Create a new one, update the cron on noc-tools01, then delete the old key.`, hcdP("SEC-", "INC")+hcdDigits(4), proj, id)
	return hcdK(hcdSec("gcp-private-key-id", "ticket", text, id), proj)
}

// Traps near the four shapes.

func hcdTrapDiscordShape() Sample {
	app, pub := hcdNum(19), rnd(hexs, 64)
	text := pick([]string{
		fmt.Sprintf("Discord app for the NOC bot: application id %s, public key %s (for interaction signature checks). The bot token is in the vault under noc/discord.", app, pub),
		fmt.Sprintf("# noc-alarm-bot/.env.example\nDISCORD_TOKEN=<paste-bot-token-here>\nALARM_CHANNEL_ID=%s", hcdNum(19)),
		fmt.Sprintf("bot invite link: https://discord.com/oauth2/authorize?client_id=%s&scope=bot&permissions=2048", app),
		fmt.Sprintf("client.run(os.environ[\"DISCORD_TOKEN\"])  # OLT Watcher, app id %s", app),
	})
	return hcdTrap("trap-discord-bot", "code", text)
}

func hcdTrapLoginShape() Sample {
	u := hcdLoginUser()
	text := pick([]string{
		fmt.Sprintf("%s: the login is %s / ask %s for the password, it's not in the wiki on purpose", pick(hcdTechs), u, pick(hcdFirst)),
		fmt.Sprintf("%s: o login é %s / senha no cofre do NOC (Bitwarden, pasta OLTs)", pick(hcdTechs), u),
		fmt.Sprintf("devices:\n  - name: %s-pdu\n    login: \"%s / ********\"", strings.ToLower(hcdSite()), u),
		fmt.Sprintf("%s: el login es %s / la de siempre, la del TACACS", pick(hcdTechs), u),
	})
	return hcdTrap("trap-login-prose", "chat", text)
}

func hcdTrapSplitShape() Sample {
	a, b := rnd(hexs, 32), rnd(hexs, 32)
	text := pick([]string{
		fmt.Sprintf("firmware image checksum (sha256), wrapped by the mail client:\n%s\n%s", a, b),
		fmt.Sprintf("trace id from the ACS error, it wrapped:\n%s\n%s\ncan you look it up in Tempo?", a[:16], b[:16]),
		fmt.Sprintf("ONT serials for the batch, two lines:\n%s %s %s\n%s %s %s", hcdONTSN(), hcdONTSN(), hcdONTSN(), hcdONTSN(), hcdONTSN(), hcdONTSN()),
		fmt.Sprintf("acs:\n  url: https://acs.%s:7547\n  api_key_part1: \"${ACS_KEY_1}\"\n  api_key_part2: \"${ACS_KEY_2}\"", hcdDomain()),
	})
	return hcdTrap("trap-split-value", "note", text)
}

func hcdTrapKeyIDShape() Sample {
	h := rnd(hexs, 40)
	text := pick([]string{
		fmt.Sprintf("The fix for the ONT import is in commit %s, deployed to noc-tools01 this morning.", h),
		fmt.Sprintf("SHA-1 of the OLT firmware we validated: %s - compare before upgrading the field units.", h),
		fmt.Sprintf("The service account's client_id is %s and its key is stored in Secret Manager, not on disk.", hcdNum(21)),
		"Rotated the inventory sync key today; the private_key_id now shows as [REDACTED] in the audit export. Old one deleted.",
	})
	return hcdTrap("trap-key-id", "note", text)
}
