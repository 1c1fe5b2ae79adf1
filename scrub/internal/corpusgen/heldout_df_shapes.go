package main

import (
	"fmt"
	"strings"
)

// The four shared shapes, set in libraries and publishing: Discord bot tokens, "login is
// user / pw" prose, keys split across two lines, and a service account's private_key_id in prose.

func hdfShapeGens() []hdfGen {
	return []hdfGen{
		{3, hdfDiscordConfig},
		{3, hdfDiscordPy},
		{2, hdfDiscordChat},
		{2, hdfDiscordEnv},
		{2, hdfLoginChat},
		{2, hdfLoginYAML},
		{2, hdfLoginDE},
		{2, hdfLoginHandover},
		{2, hdfLoginES},
		{2, hdfSplitMail},
		{2, hdfSplitShell},
		{2, hdfSplitPython},
		{2, hdfSplitChat},
		{2, hdfSplitPDF},
		{2, hdfPKIDChat},
		{2, hdfPKIDTicket},
		{2, hdfPKIDHandover},
		{3, hdfPKIDOther},
		// traps
		{3, hdfTrapDiscordConfig},
		{3, hdfTrapDiscordTalk},
		{2, hdfTrapLoginSSO},
		{2, hdfTrapLoginVault},
		{2, hdfTrapLoginYAML},
		{2, hdfTrapSplitChecksum},
		{2, hdfTrapSplitURL},
		{2, hdfTrapSplitTrace},
		{2, hdfTrapPKIDClientID},
		{2, hdfTrapPKIDCommit},
		{2, hdfTrapPKIDRotated},
	}
}

func hdfSnowflake() string {
	if rng.IntN(2) == 0 {
		return "1" + hdfD(18)
	}
	return fmt.Sprint(hdfN(1, 9)) + hdfD(hdfN(16, 17))
}

func hdfDiscordToken() string {
	return hdfB64u(hdfSnowflake()) + "." + hdfR(hdfB64U, 6) + "." + hdfR(hdfB64U, hdfP(27, 38))
}

func hdfDiscordHook() string {
	return fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", hdfSnowflake(), hdfR(hdfB64U, 68))
}

func hdfBotName() string {
	return hdfP("StudyRoomBot", "ShelfBot", "ReadingClubBot", "ILL-Notifier", "NewBooksBot", "Bibliobot")
}

func hdfDiscordConfig() Sample {
	tok := hdfDiscordToken()
	guild := hdfSnowflake()
	t := fmt.Sprintf(`{
  "botName": "%s",
  "token": "%s",
  "guildId": "%s",
  "libcalCalendarId": %d,
  "announceChannel": "new-acquisitions"
}`, hdfBotName(), tok, guild, hdfN(10000, 99999))
	return hdfS("discord-bot-token", "json", t, []string{tok}, guild)
}

func hdfDiscordPy() Sample {
	tok := hdfDiscordToken()
	t := fmt.Sprintf(`import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.command()
async def hours(ctx):
    await ctx.send("Main library: 8:00-22:00, Special Collections: 10:00-16:00")

bot.run("%s")  # TODO move to env before pushing
`, tok)
	return hdfS("discord-bot-token", "code", t, []string{tok}, "Special Collections")
}

func hdfDiscordChat() Sample {
	tok := hdfDiscordToken()
	f := hdfP(hdfFirst...)
	name := hdfBotName()
	c := hdfClocks(2)
	t := hdfP(
		fmt.Sprintf("[%s] %s: reset the %s token after the screenshot incident, new one is %s\n[%s] %s: thx, updating the server now", c[0], f, name, tok, c[1], hdfP(hdfFirst...)),
		fmt.Sprintf("%s: for the reading club server, %s runs on the library VM. token: %s -- only for the student assistants' setup", f, name, tok))
	return hdfS("discord-bot-token", "chat", t, []string{tok}, name)
}

func hdfDiscordEnv() Sample {
	tok := hdfDiscordToken()
	hook := hdfDiscordHook()
	t := fmt.Sprintf("# %s (library community server)\nDISCORD_BOT_TOKEN=%s\nDISCORD_ANNOUNCE_WEBHOOK=%s\nLIBCAL_SITE=%s\n", hdfBotName(), tok, hook, hdfOrg().dom)
	return hdfS("discord-bot-token", "env", t, []string{tok, hook}, "LIBCAL_SITE")
}

func hdfLoginChat() Sample {
	user := hdfP("admin", "jmanager", "editor1", "ojsadmin", "siteadmin")
	pw := hdfPw()
	sys := hdfP("OJS staging", "the DSpace test instance", "the Koha sandbox", "the VuFind beta")
	c := hdfClocks(2)
	t := hdfP(
		fmt.Sprintf("%s: the login for %s is %s / %s, go wild, it gets wiped every Sunday", hdfP(hdfFirst...), sys, user, pw),
		fmt.Sprintf("[%s] %s: anyone have access to %s?\n[%s] %s: yep the login is %s / %s", c[0], hdfP(hdfFirst...), sys, c[1], hdfP(hdfFirst...), user, pw))
	return hdfS("login-password", "chat", t, []string{pw}, sys)
}

func hdfLoginYAML() Sample {
	user := hdfP("reviewer_test", "jm_demo", "admin", "cataloguer")
	pw := hdfPw()
	host := hdfP("staging-", "test-", "demo-") + hdfRepoHost()
	t := hdfP(
		fmt.Sprintf("environments:\n  staging:\n    url: https://%s\n    notes: \"login is %s / %s, reset nightly\"\n  production:\n    url: https://%s\n", host, user, pw, strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(host, "staging-"), "test-"), "demo-")),
		fmt.Sprintf("- name: %s\n  url: https://%s\n  login: %s / %s\n  owner: library-systems\n", hdfP("OJS demo", "repo test", "Koha sandbox"), host, user, pw))
	return hdfS("login-password", "yaml", t, []string{pw}, host)
}

func hdfLoginDE() Sample {
	user := hdfP("bibadmin", "fernleihe", "opac-admin", "katalog")
	pw := hdfPw()
	t := hdfP(
		fmt.Sprintf("Kurze Info für die Vertretung: der Login für das Fernleihportal ist %s / %s. Bitte nach der Bestellung immer ausloggen.", user, pw),
		fmt.Sprintf("Testsystem Alma-Sandbox, Login: %s / %s (nur Sandbox!)", user, pw))
	return hdfS("login-password", "chat", t, []string{pw}, user)
}

func hdfLoginHandover() Sample {
	user := hdfP("ezadmin", "root", "svc-harvest", "archivist")
	pw := hdfPw()
	t := fmt.Sprintf(`Handover %s (systems librarian on leave)
- Alma jobs: the nightly publishing runs at 02:00, leave it alone
- EZproxy test box: login is %s / %s (change after go-live)
- Open tickets: #%s (Primo facets), #%s (SIP2 timeouts)
`, hdfDate(), user, pw, hdfD(5), hdfD(5))
	return hdfS("login-password", "note", t, []string{pw}, "EZproxy test box")
}

func hdfLoginES() Sample {
	user := hdfP("admin", "gestor", "revista", "biblioteca")
	pw := hdfPw()
	t := hdfP(
		fmt.Sprintf("Para la nueva revista en OJS el login es %s / %s, cambiadlo cuando entréis por primera vez.", user, pw),
		fmt.Sprintf("Acceso al DSpace de pruebas -> login: %s / %s", user, pw))
	return hdfS("login-password", "chat", t, []string{pw}, "login")
}

func hdfHalves(s string) (string, string) {
	c := len(s)/2 + hdfN(-3, 3)
	return s[:c], s[c:]
}

func hdfSplitMail() Sample {
	key := hdfP(hdfHex(32), hdfAlmaKey(), hdfR(hdfAlnum, 40))
	a, b := hdfHalves(key)
	vendor := hdfP("Scopus", "Springer Nature", "Web of Science Starter", "Alma")
	t := fmt.Sprintf(`Dear colleague,

Thank you for registering. Your %s API key is:

%s
%s

(our mail system wraps long lines -- join the two lines without spaces)

Kind regards,
Developer Support`, vendor, a, b)
	return hdfS("split-api-key", "mail", t, []string{a, b}, "Developer Support")
}

func hdfSplitShell() Sample {
	tok := hdfR(hdfAlnum, 60)
	a, b := hdfHalves(tok)
	t := fmt.Sprintf("export ZENODO_TOKEN=\"%s\\\n%s\"\npython upload_proceedings.py --community %s", a, b, hdfP("ecsl-2025", "ubhf-theses", "nordic-lis"))
	return hdfS("split-api-key", "shell", t, []string{a, b}, "upload_proceedings.py")
}

func hdfSplitPython() Sample {
	key := hdfP(hdfAlmaKey(), "AIza"+hdfR(hdfB64U, 35), hdfR(hdfAlnum, 40))
	a, b := hdfHalves(key)
	t := fmt.Sprintf(`# keep lines under 79 chars (flake8)
API_KEY = ("%s"
           "%s")
BASE = "https://%s"
`, a, b, hdfP("api-eu.hosted.exlibrisgroup.com/almaws/v1", "www.googleapis.com/books/v1", "api.semanticscholar.org/graph/v1"))
	return hdfS("split-api-key", "code", t, []string{a, b}, "flake8")
}

func hdfSplitChat() Sample {
	key := hdfP(hdfAlmaKey(), "ghp_"+hdfR(hdfAlnum, 36), hdfUUID())
	a, b := hdfHalves(key)
	f := hdfP(hdfFirst...)
	c := hdfClocks(4)
	t := fmt.Sprintf("[%s] %s: sending the key in two bits so it doesn't end up whole in the log lol\n[%s] %s: %s\n[%s] %s: %s\n[%s] %s: got it, works", c[0], f, c[1], f, a, c[2], f, b, c[3], hdfP(hdfFirst...))
	return hdfS("split-api-key", "chat", t, []string{a, b}, "got it, works")
}

func hdfSplitPDF() Sample {
	key := hdfR(hdfUp+hdfDig, 24)
	a, b := hdfHalves(key)
	t := fmt.Sprintf(`Licence certificate -- %s
Licensee: %s
Seats: %d
Activation key: %s
%s
Valid until: %s`, hdfP("ABBYY FineReader Server", "OCR Engine Enterprise", "Transkribus Pro (institutional)"), hdfOrg().name, hdfN(2, 50), a, b, hdfDate())
	return hdfS("split-licence-key", "note", t, []string{a, b}, "Licensee")
}

func hdfSAEmail() string {
	return hdfP("ill-sheets-sync", "alma-analytics-export", "gbooks-covers", "libcal-bridge", "repo-stats") + "@" +
		hdfP("ub-", "lib-", "library-") + hdfR(hdfLo, hdfN(4, 8)) + "-" + hdfD(6) + ".iam.gserviceaccount.com"
}

func hdfPKIDChat() Sample {
	id := hdfHex(40)
	sa := hdfSAEmail()
	t := fmt.Sprintf("[%s] %s: the JSON for %s got committed to the public repo 😬 — private_key_id %s. I've disabled that key in the console, can you make a new one for the sync job?", hdfClock(), hdfP(hdfFirst...), sa, id)
	return hdfS("gcp-private-key-id", "chat", t, []string{id}, sa)
}

func hdfPKIDTicket() Sample {
	id := hdfHex(40)
	sa := hdfSAEmail()
	t := fmt.Sprintf(`Ticket #%s — rotate service account key
Service account: %s
Key to delete: private_key_id %s (created %s)
Reason: left in a shared Drive folder with the ILL statistics`, hdfD(5), sa, id, hdfDate())
	return hdfS("gcp-private-key-id", "ticket", t, []string{id}, sa)
}

func hdfPKIDHandover() Sample {
	id := hdfHex(40)
	sa := hdfSAEmail()
	t := fmt.Sprintf("The BigQuery export of the Alma Analytics usage reports runs as %s. The key currently in use has private_key_id %s; the JSON file is on the reporting VM under /etc/alma-export/.", sa, id)
	return hdfS("gcp-private-key-id", "note", t, []string{id}, sa)
}

func hdfPKIDOther() Sample {
	id := hdfHex(40)
	sa := hdfSAEmail()
	t := hdfP(
		fmt.Sprintf("Hallo zusammen, der Schlüssel des Dienstkontos %s (private_key_id %s) lag im Wiki. Bitte nicht mehr verwenden, ein neuer kommt heute.", sa, id),
		fmt.Sprintf("Ojo: la clave del service account %s, con private_key_id %s, estaba en el correo de ayer. Ya la he revocado.", sa, id),
		fmt.Sprintf("Memory: the Google Books covers job uses service account %s with key %s (private_key_id). Expires never, rotate yearly.", sa, id))
	return hdfS("gcp-private-key-id", "chat", t, []string{id}, sa)
}

// ---- traps ----

func hdfTrapDiscordConfig() Sample {
	t := fmt.Sprintf(`{
  "botName": "%s",
  "token": "%s",
  "applicationId": "%s",
  "publicKey": "%s",
  "guildId": "%s"
}`, hdfBotName(), hdfP("YOUR_BOT_TOKEN_HERE", "<paste token from the developer portal>", "${DISCORD_BOT_TOKEN}"), hdfSnowflake(), hdfHex(64), hdfSnowflake())
	return hdfT("trap-placeholder", "json", t)
}

func hdfTrapDiscordTalk() Sample {
	g, c, m := hdfSnowflake(), hdfSnowflake(), hdfSnowflake()
	t := hdfP(
		fmt.Sprintf("Pinned the opening hours message: https://discord.com/channels/%s/%s/%s", g, c, m),
		fmt.Sprintf("%s is back online. If the token ever leaks, regenerate it in the developer portal (Bot > Reset Token) and update the .env on the library VM; application id %s.", hdfBotName(), g),
		fmt.Sprintf("Discord audit: user id %s removed from the reading club server on %s for spam.", g, hdfDate()))
	return hdfT("trap-snowflake", "chat", t)
}

func hdfTrapLoginSSO() Sample {
	t := hdfP(
		"the login is your university username / your usual SSO password, same as for the catalogue",
		"Login für das Fernleihportal ist eure Bibliotheksausweisnummer / das Passwort, das ihr beim ersten Login selbst setzt.",
		"el login es vuestro correo institucional / la contraseña de siempre (la del campus virtual)")
	return hdfT("trap-login-talk", "chat", hdfWrap(t))
}

func hdfTrapLoginVault() Sample {
	t := hdfP(
		"login is admin / see the 1Password item \"DSpace test\"",
		fmt.Sprintf("the login for OJS staging is jmanager / (ask %s, it changed last week)", hdfP(hdfFirst...)),
		"EZproxy test box: login is ezadmin / password in the team vault under 'ezproxy-test'")
	return hdfT("trap-login-talk", "chat", hdfWrap(t))
}

func hdfTrapLoginYAML() Sample {
	t := hdfP(
		"- name: OJS demo\n  url: https://demo.journals.example.org\n  login: jm_demo / <ask library-systems>\n  owner: library-systems\n",
		"environments:\n  staging:\n    url: https://staging-repository.example.org\n    notes: \"login is reviewer_test / ${STAGING_PW}, reset nightly\"\n")
	return hdfT("trap-login-talk", "yaml", hdfCfgWrap(t))
}

func hdfTrapSplitChecksum() Sample {
	sum := hdfHex(64)
	t := fmt.Sprintf("Fixity check for AIP %s\nexpected sha256:\n%s\n%s\nresult: OK", hdfUUID(), sum[:32], sum[32:])
	return hdfT("trap-checksum", "mail", t)
}

func hdfTrapSplitURL() Sample {
	t := fmt.Sprintf("Full text link from the reading list (wrapped by Outlook):\nhttps://%s.primo.exlibrisgroup.com/discovery/fulldisplay?docid=cdi_crossref_primary_10_%d_%s&con\ntext=PC&vid=%s_INST:NUI&lang=en",
		strings.ToLower(hdfOrg().code), hdfN(1000, 9999), hdfR(hdfLoDig, 12), hdfOrg().code)
	return hdfT("trap-url", "mail", t)
}

func hdfTrapSplitTrace() Sample {
	id := hdfHex(32)
	t := fmt.Sprintf("Vendor support asked for the request id of the failed harvest, it's long so in two parts:\n%s\n%s\n(timestamp %s)", id[:16], id[16:], hdfStamp())
	return hdfT("trap-request-id", "chat", t)
}

func hdfTrapPKIDClientID() Sample {
	sa := hdfSAEmail()
	t := fmt.Sprintf("Service account for the ILL sheet sync is %s (OAuth client id %s, project %s). Grant it Editor on the sheet, nothing else.", sa, hdfD(21), strings.TrimSuffix(strings.Split(sa, "@")[1], ".iam.gserviceaccount.com"))
	return hdfT("trap-client-id", "chat", t)
}

func hdfTrapPKIDCommit() Sample {
	sa := hdfSAEmail()
	t := fmt.Sprintf("Deployed commit %s of the sheet sync; it still runs as %s and reads the key file from Secret Manager.", hdfHex(40), sa)
	return hdfT("trap-commit", "chat", t)
}

func hdfTrapPKIDRotated() Sample {
	t := hdfP(
		fmt.Sprintf("Rotated the key for %s today. The new key id is only in Secret Manager (secret 'alma-export-sa'), the old one is deleted.", hdfSAEmail()),
		"Reminder: service account JSON files contain a private key. Never attach them to tickets; share the Secret Manager path instead.")
	return hdfT("trap-key-talk", "chat", hdfWrap(t))
}
