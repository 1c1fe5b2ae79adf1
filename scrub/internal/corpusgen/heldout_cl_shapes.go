package main

import (
	"fmt"
	"strings"
)

// The four extra shapes in a logistics setting: Discord bot tokens, "login user / password"
// in prose or YAML, keys split over two lines, and service accounts' private_key_id in prose;
// each with traps of the same shape.

func hclShapeGens() []hclGen {
	return []hclGen{
		{3, hclDiscordBotEnv}, {4, hclDiscordBotChat}, {3, hclLoginChat}, {4, hclLoginYAML},
		{3, hclLoginChatPLTR}, {3, hclSplitChat}, {3, hclSplitShell}, {3, hclSplitNote},
		{3, hclKeyIDProse}, {3, hclKeyIDProsePLTR}, {3, hclKeyIDJSONish},
		// traps
		{3, hclTrapDiscordApp}, {3, hclTrapDiscordPlaceholder}, {3, hclTrapLoginNoPw},
		{3, hclTrapSplitChecksum}, {2, hclTrapSplitTracking}, {3, hclTrapCommitSHA},
		{2, hclTrapKeyIDRef}, {3, hclTrapLoginYAMLRef},
	}
}

func hclDiscordBotEnv() Sample {
	t := hclDiscordBot()
	app := hclPin(hclN(18, 19))
	text := hclP(
		fmt.Sprintf("# driver-shift bot (posts the next day's routes into #kierowcy)\nDISCORD_APP_ID=%s\nDISCORD_BOT_TOKEN=%s\nROUTES_CHANNEL=%s\n", app, t, hclPin(19)),
		fmt.Sprintf("import discord\n\nclient = discord.Client(intents=discord.Intents.default())\n# dispatch bot, app %s\nclient.run(\"%s\")\n", app, t),
	)
	return hclS("discord-bot-token", hclP("env", "code"), text, hclSec(t), app)
}

func hclDiscordBotChat() Sample {
	t := hclDiscordBot()
	n := hclName(hclLang())
	text := hclP(
		fmt.Sprintf("%s: I reset the token of the yard bot after the leak, new one is %s — update it on the pi in the scale house", n, t),
		fmt.Sprintf("%s: token bota do grupy kierowców: %s, wrzuć do konfiguracji na serwerze", n, t),
		fmt.Sprintf("%s: sevkiyat botunun tokenı: %s — kimseyle paylaşma", n, t),
	)
	return hclS("discord-bot-token", "chat", text, hclSec(t), n)
}

func hclLoginChat() Sample {
	user := hclP("admin", "supervisor", "yard", "dispatch", "wmsadmin", hclUser())
	pw := hclPw()
	sys := hclP("the yard management system", "the dock scheduler", "the Zebra printer console", "the tracker portal", "the cold-room controller")
	text := hclP(
		fmt.Sprintf("%s: how do I get into %s?\n%s: the login is %s / %s", hclName("en"), sys, hclName("en"), user, pw),
		fmt.Sprintf("for %s the login is %s / %s, just don't change anything in the settings tab", sys, user, pw),
	)
	return hclS("login-password", "chat", text, hclSec(pw), user)
}

func hclLoginYAML() Sample {
	user := hclP("admin", "operator", "kiosk", hclUser())
	pw := hclPw()
	text := fmt.Sprintf("# handheld fleet notes\nscanners:\n  model: %s\n  mdm: %s\n  kiosk_exit:\n    login: %s / %s\n  battery_swap_hours: %d\n", hclP("TC52", "CT40", "MC3300"), hclP("SOTI", "Intune", "StageNow"), user, pw, hclN(6, 10))
	return hclS("login-password", "yaml", text, hclSec(pw), user)
}

func hclLoginChatPLTR() Sample {
	user := hclP("admin", "kierownik", "depo", "operator", hclUser())
	pw := hclPw()
	text := hclP(
		fmt.Sprintf("%s: login do panelu wagi to %s / %s", hclName("pl"), user, pw),
		fmt.Sprintf("%s: kantar paneli login %s / %s, ayarlara dokunma", hclName("tr"), user, pw),
		fmt.Sprintf("%s: login %s / %s do systemu awizacji, do piątku", hclName("pl"), user, pw),
	)
	return hclS("login-password", "chat", text, hclSec(pw), user)
}

func hclSplit(t string) (string, string) {
	i := len(t)/2 + hclN(-3, 3)
	return t[:i], t[i:]
}

func hclSplitChat() Sample {
	t := hclP(hclSamsara(), hclDHLKey()+hclDHLKey()[:8], hclUPSSecret())
	a, b := hclSplit(t)
	n := hclName("en")
	text := hclP(
		fmt.Sprintf("%s: the key is too long for one SMS so here it is in two parts\n%s: part 1: %s\n%s: part 2: %s\n%s: glue them together without spaces", n, n, a, n, b, n),
		fmt.Sprintf("%s: klucz w dwóch kawałkach bo się nie mieścił:\n%s\n%s\n(sklej bez spacji)", n, a, b),
	)
	return hclS("split-api-key", "chat", text, hclSec(a, b), n)
}

func hclSplitShell() Sample {
	t := hclAWSSecret() + hclR(alnum, 8)
	a, b := hclSplit(t)
	text := fmt.Sprintf("$ export GEOTAB_EXPORT_KEY=\"%s\\\n%s\"\n$ ./export-trips --from 2025-%02d-01 --db %s\nexported %d trips", a, b, hclN(1, 12), strings.ReplaceAll(hclCompany(), "-", "_"), hclN(200, 9000))
	return hclS("split-api-key", "shell", text, hclSec(a, b))
}

func hclSplitNote() Sample {
	t := hclP(hclShippo(), hclSendgrid(), hclGmapsKey()+hclR(alnum, 6))
	a, b := hclSplit(t)
	text := hclP(
		fmt.Sprintf("Copied from the whiteboard in the IT room (label printing integration key, written on two lines):\n  %s\n  %s", a, b),
		fmt.Sprintf("Etiket entegrasyonu API anahtarı (iki satıra bölündü, birleştirip kullanın):\n%s\n%s", a, b),
	)
	return hclS("split-api-key", "note", text, hclSec(a, b))
}

func hclSAEmail() string {
	return hclP("fleet-bq-export", "telematics-sync", "wms-sheets", "eta-model", "dock-forecast") + "@" + hclCompany() + "-" + hclR(lower+digits, 6) + ".iam.gserviceaccount.com"
}

func hclKeyIDProse() Sample {
	kid := hclHex(40)
	sa := hclSAEmail()
	text := hclP(
		fmt.Sprintf("The BigQuery export of the Samsara trips runs as %s. Its current key has private_key_id %s; the JSON file is on the ETL box only.", sa, kid),
		fmt.Sprintf("FYI rotated the service account key for %s – new private_key_id is %s, old one disabled yesterday.", sa, kid),
	)
	return hclS("gcp-private-key-id", "note", text, hclSec(kid), sa)
}

func hclKeyIDProsePLTR() Sample {
	kid := hclHex(40)
	sa := hclSAEmail()
	text := hclP(
		fmt.Sprintf("Konto serwisowe %s do eksportu tras – private_key_id klucza: %s. Plik JSON trzymamy tylko na serwerze ETL.", sa, kid),
		fmt.Sprintf("Servis hesabı %s için yeni anahtar oluşturuldu, private_key_id: %s. Eski anahtar silindi.", sa, kid),
	)
	return hclS("gcp-private-key-id", "note", text, hclSec(kid), sa)
}

func hclKeyIDJSONish() Sample {
	kid := hclHex(40)
	sa := hclSAEmail()
	text := fmt.Sprintf("%s: which key is the dock forecast job using?\n%s: \"private_key_id\": \"%s\" for %s — the one from last quarter", hclName("en"), hclName("en"), kid, sa)
	return hclS("gcp-private-key-id", "chat", text, hclSec(kid), sa)
}

// Traps of the same shapes.

func hclTrapDiscordApp() Sample {
	text := fmt.Sprintf("Driver-shift bot, Discord developer portal → General Information:\nApplication ID: %s\nPublic Key: %s\nInteractions endpoint: https://bot.%s.com/interactions\nThe token itself is only in the server's secret store.", hclPin(hclN(18, 19)), hclHex(64), hclCompany())
	return hclT("trap-discord-app-id", "note", text)
}

func hclTrapDiscordPlaceholder() Sample {
	text := hclP(
		"# copy to .env and fill in\nDISCORD_BOT_TOKEN=<paste-bot-token-here>\nROUTES_CHANNEL=<channel-id>\n",
		"env:\n  DISCORD_BOT_TOKEN: ${{ secrets.DISCORD_BOT_TOKEN }}\n  ROUTES_CHANNEL: \""+hclPin(19)+"\"\n",
	)
	return hclT("trap-discord-placeholder", hclP("env", "yaml"), text)
}

func hclTrapLoginNoPw() Sample {
	user := hclP("admin", "supervisor", "yard", "kierownik")
	text := hclP(
		fmt.Sprintf("%s: the login is %s / same password as the old scale terminal, ask %s if you don't know it", hclName("en"), user, hclName("en")),
		fmt.Sprintf("login: %s / hasło jest w 1Password w sejfie \"Magazyn\"", user),
		fmt.Sprintf("%s: panel login %s / ******** (şifreyi telefonla söylerim)", hclName("tr"), user),
		fmt.Sprintf("the login is %s / <ask IT>, the account gets locked after 5 tries", user),
	)
	return hclT("trap-login-no-password", "chat", text)
}

func hclTrapSplitChecksum() Sample {
	sum := hclHex(64)
	a, b := sum[:32], sum[32:]
	text := fmt.Sprintf("EDI batch %s.zip received from %s\nsha256 (split by the mail client):\n%s\n%s\nmatches the manifest, processing.", hclR(digits, 8), hclTitle(hclCompany()), a, b)
	return hclT("trap-split-checksum", "mail", text)
}

func hclTrapSplitTracking() Sample {
	s := hclSSCC()
	text := fmt.Sprintf("pallet label reprint, SSCC is long so the scanner printed it over two lines:\n(00) %s\n%s\ncheck digit ok", s[2:11], s[11:])
	return hclT("trap-split-sscc", "note", text)
}

func hclTrapCommitSHA() Sample {
	sha := hclSHA()
	text := hclP(
		fmt.Sprintf("Fixed the rounding of pallet weights in commit %s, deployed to the WMS staging box.", sha),
		fmt.Sprintf("Poprawka etykiet DHL jest w commicie %s, wdrożona na produkcję o 14:10.", sha),
		fmt.Sprintf("Rampa planlayıcısı hatası %s numaralı commit ile düzeltildi.", sha),
	)
	return hclT("trap-commit-sha", "chat", text)
}

func hclTrapKeyIDRef() Sample {
	sa := hclSAEmail()
	text := hclP(
		fmt.Sprintf("The ETA model job authenticates as %s. The key file (and its private_key_id) lives in Secret Manager under eta-model-sa-key; never download it.", sa),
		fmt.Sprintf("Konto %s – klucz rotujemy co 90 dni, private_key_id sprawdzisz w konsoli IAM, nie wklejaj go tutaj.", sa),
	)
	return hclT("trap-key-id-reference", "note", text)
}

func hclTrapLoginYAMLRef() Sample {
	text := fmt.Sprintf("scanners:\n  model: %s\n  kiosk_exit:\n    login: admin / ${KIOSK_EXIT_PASSWORD}\n  mdm: %s\n", hclP("TC52", "CT40", "MC3300"), hclP("SOTI", "Intune"))
	return hclT("trap-login-reference", "yaml", text)
}
