package main

import "fmt"

// Four shapes in a QA setting: Discord bot tokens, "login is admin / <pw>", keys split across
// two lines and service accounts' private_key_id in prose, each with traps.

func hciShapeGens() []hciGen {
	return []hciGen{
		{hciDiscordBotEnv, 3}, {hciDiscordBotChat, 3}, {hciDiscordBotCode, 3},
		{hciLoginChat, 5}, {hciLoginYAML, 4},
		{hciSplitChat, 4}, {hciSplitLog, 3}, {hciSplitEnvPL, 2},
		{hciPKIDProse, 4}, {hciPKIDPL, 3},
		{hciTrapDiscordApp, 3}, {hciTrapDiscordRef, 3},
		{hciTrapLoginChat, 4}, {hciTrapLoginYAML, 3},
		{hciTrapSplitDigest, 4}, {hciTrapSplitTrace, 2},
		{hciTrapKeyIDProse, 3}, {hciTrapSHAProse, 3},
	}
}

func hciDiscordBotEnv() Sample {
	tok := hciDiscordBot()
	app := hciSnowflake()
	t := hciJoin(
		"# test-results bot (posts the nightly summary to #"+hciP("qa-results", "e2e", "wyniki-testow")+")",
		"DISCORD_APPLICATION_ID="+app,
		"DISCORD_BOT_TOKEN="+tok,
		"DISCORD_CHANNEL_ID="+hciSnowflake(),
		"REPORT_URL="+hciURL()+"/allure/latest",
	)
	return hciS("discord-bot-token", "dotenv", t, hciL(tok), app)
}

func hciDiscordBotChat() Sample {
	tok := hciDiscordBot()
	who := hciCap(pick(hciFirst))
	t := hciJoin(
		who+": "+hciP("the results bot stopped posting after the server move", "can someone redeploy the flaky-test bot?", "bot na kanale z wynikami nie działa"),
		hciCap(pick(hciFirst))+": "+hciP("token got reset, new one:", "here's the bot token, put it in the runner env:", "nowy token bota:"),
		tok,
		who+": "+hciP("thx, restarting", "dzięki", "on it"),
	)
	return hciS("discord-bot-token", "chat", t, hciL(tok))
}

func hciDiscordBotCode() Sample {
	tok := hciDiscordBot()
	t := hciJoin(
		"// scripts/post-results.js",
		"const { Client, GatewayIntentBits } = require('discord.js');",
		"const summary = require('../reports/summary.json');",
		"",
		"const client = new Client({ intents: [GatewayIntentBits.Guilds] });",
		"client.once('ready', async () => {",
		"  const ch = await client.channels.fetch('"+hciSnowflake()+"');",
		"  await ch.send(`E2E: ${summary.passed} passed, ${summary.failed} failed`);",
		"  client.destroy();",
		"});",
		"client.login('"+tok+"');",
	)
	return hciS("discord-bot-token", "javascript", t, hciL(tok))
}

func hciLoginChat() Sample {
	clk := hciClock()
	pw := hciPw()
	user := hciP("admin", "qa_admin", "administrator", "root", "tester")
	h := hciHost()
	var line string
	switch rng.IntN(4) {
	case 0:
		line = "the login for " + h + " is " + user + " / " + pw
	case 1:
		line = "login is " + user + " / " + pw + " on " + h + ", " + hciP("don't change it pls", "shared by the whole team", "reset every sprint")
	case 2:
		line = "login do " + h + " to " + user + " / " + pw
	default:
		line = "for the " + pick(hciEnvs) + " admin panel (" + h + ") the login is " + user + " / " + pw
	}
	t := hciJoin(
		"["+clk()[:5]+"] "+hciCap(pick(hciFirst))+": "+hciP("what's the admin login on the test env?", "jaki jest login do panelu admina?", "anyone? admin creds for the new env"),
		"["+clk()[:5]+"] "+hciCap(pick(hciFirst))+": "+line,
	)
	return hciS("login-password", "chat", t, hciL(pw), h)
}

func hciLoginYAML() Sample {
	pw := hciPw()
	user := hciP("admin", "qa_admin", "superuser")
	env, u := pick(hciEnvs), hciURL()
	t := hciJoin(
		"# test-envs.yml - "+hciP("who can log in where", "shared accounts for manual testing", "środowiska testowe"),
		env+":",
		"  url: "+u,
		"  login: "+user+" / "+pw,
		"  notes: "+hciP("reset on Mondays", "2FA off", "seeded with 200 orders"),
	)
	return hciS("login-password", "yaml", t, hciL(pw), u)
}

func hciSplitToken() (string, string) {
	var tok string
	switch rng.IntN(4) {
	case 0:
		tok = hciGHP()
	case 1:
		tok = hciPMAK()
	case 2:
		tok = hciBSKey() + rnd(alnum, 20)
	default:
		tok = hciSlackBot()
	}
	cut := len(tok)/2 + hciR(-4, 4)
	return tok[:cut], tok[cut:]
}

func hciSplitChat() Sample {
	a, b := hciSplitToken()
	t := hciJoin(
		hciCap(pick(hciFirst))+": "+hciP("token for the report upload job (teams wrapped it, join the two lines):", "here's the CI token, it got split when I pasted:", "klucz do joba z raportami (sklej obie linie):"),
		a,
		b,
		hciCap(pick(hciFirst))+": "+hciP("got it", "ok, dodane do zmiennych", "thanks, works"),
	)
	return hciS("split-token", "chat", t, hciL(a, b))
}

func hciSplitLog() Sample {
	clk := hciClock()
	tok := hciJWT(hciUser())
	cut := 60 + hciR(0, 20)
	a, b := tok[:cut], tok[cut:]
	t := hciJoin(
		"[INFO] "+clk()+" AuthHelper - obtained token for "+hciP("qa-admin", "svc-e2e", "test-buyer")+":",
		"[INFO] "+clk()+" AuthHelper - "+a,
		"[INFO] "+clk()+" AuthHelper - "+b,
		"[INFO] "+clk()+" OrdersTest - "+hciP("create order", "cancel order", "refund order")+" ... "+hciP("ok", "FAILED"),
	)
	return hciS("split-token", "test-log", t, hciL(a, b))
}

func hciSplitEnvPL() Sample {
	k := hciLTKey()
	cut := 20 + hciR(0, 10)
	a, b := k[:cut], k[cut:]
	t := hciJoin(
		"LambdaTest, klucz dostępu (wklejam w dwóch kawałkach, bo Teams ucina):",
		"część 1: "+a,
		"część 2: "+b,
	)
	return hciS("split-token", "chat", t, hciL(a, b))
}

func hciSAEmail() string {
	return hciP("e2e-runner", "qa-reports", "test-data-loader", "firebase-testlab") + "@" + hciP("acme", "kwiatex", "fintrail") + "-qa-" + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hciPKIDProse() Sample {
	id := rnd(hexs, 40)
	sa := hciSAEmail()
	t := hciP(
		"Heads up: the service account key for "+sa+" (private_key_id "+id+") was printed in the Firebase Test Lab job log. Please disable it in IAM and we'll switch the pipeline to workload identity.",
		"The JSON key the e2e job uses is the one with private_key_id "+id+" for "+sa+"; if the upload step starts failing with invalid_grant, that key was rotated.",
		"Rotated: old key "+id+" on "+sa+" is deleted, new one is in the CI secret store.",
	)
	return hciS("gcp-private-key-id", "chat", t, hciL(id), sa)
}

func hciPKIDPL() Sample {
	id := rnd(hexs, 40)
	sa := hciSAEmail()
	t := hciJoin(
		"Zgłoszenie do security:",
		"W artefaktach joba "+fmt.Sprint(hciR(1000, 99999))+" był plik sa.json konta "+sa+", private_key_id: "+id+".",
		"Klucz trzeba wyłączyć i wygenerować nowy.",
	)
	return hciS("gcp-private-key-id", "ticket", t, hciL(id), sa)
}

// Traps.

func hciTrapDiscordApp() Sample {
	t := hciJoin(
		"Results bot - Discord developer portal:",
		"Application ID: "+hciSnowflake(),
		"Public key: "+rnd(hexs, 64),
		"Guild ID: "+hciSnowflake(),
		"Bot token: "+hciP("in the CI secrets as DISCORD_BOT_TOKEN", "ask the QA lead, it's in 1Password", "[REDACTED]"),
	)
	return hciT("trap-discord-app-id", "note", t)
}

func hciTrapDiscordRef() Sample {
	t := hciJoin(
		"      - name: Post results to Discord",
		"        env:",
		"          DISCORD_BOT_TOKEN: ${{ secrets.DISCORD_BOT_TOKEN }}",
		"          DISCORD_CHANNEL_ID: \""+hciSnowflake()+"\"",
		"        run: node scripts/post-results.js",
	)
	return hciT("trap-discord-ref", "ci-yaml", t)
}

func hciTrapLoginChat() Sample {
	clk := hciClock()
	user := hciP("admin", "qa_admin", "tester")
	t := hciJoin(
		"["+clk()[:5]+"] "+hciCap(pick(hciFirst))+": "+hciP("what's the admin login on "+pick(hciEnvs)+"?", "jaki jest login do panelu admina?"),
		"["+clk()[:5]+"] "+hciCap(pick(hciFirst))+": "+hciP(
			"the login is "+user+" / the usual one from 1Password (vault QA Shared)",
			"login is "+user+" / ******** - I'll DM you",
			"login: "+user+" / hasło w Bitwardenie, folder QA",
			"the login is "+user+", password was reset this morning, check your e-mail for the link"),
	)
	return hciT("trap-login-ref", "chat", t)
}

func hciTrapLoginYAML() Sample {
	env := pick(hciEnvs)
	t := hciJoin(
		"# test-envs.yml",
		env+":",
		"  url: "+hciURL(),
		"  login: "+hciP("admin", "qa_admin")+" / "+hciP("${QA_ADMIN_PASSWORD}", "<see vault>", "{{ vault \"qa/"+env+"/admin\" }}"),
		"  notes: "+hciP("reset on Mondays", "2FA off"),
	)
	return hciT("trap-login-ref", "yaml", t)
}

func hciTrapSplitDigest() Sample {
	d := rnd(hexs, 64)
	cut := 32
	t := hciJoin(
		"#14 exporting to image",
		"#14 exporting layers "+fmt.Sprintf("%d.%ds", hciR(1, 30), hciR(0, 9)),
		"#14 writing image sha256:"+d[:cut],
		"#14 "+d[cut:],
		"#14 naming to registry."+hciDomain()+"/e2e-runner:"+hciVer()+" done",
	)
	return hciT("trap-image-digest", "ci-log", t)
}

func hciTrapSplitTrace() Sample {
	tr := rnd(hexs, 32)
	t := hciJoin(
		"Test failed, backend trace id (split by the log viewer):",
		tr[:16],
		tr[16:],
		"Span: "+rnd(hexs, 16)+", service "+pick(hciProducts)+"-api",
	)
	return hciT("trap-trace-id", "test-log", t)
}

func hciTrapKeyIDProse() Sample {
	sa := hciSAEmail()
	t := hciP(
		"The Test Lab job runs as "+sa+" (client_id "+rnd(digits, 21)+"); its key is mounted from the secret manager, nobody has the JSON locally.",
		"Konto serwisowe "+sa+" ma client_id "+rnd(digits, 21)+", klucz jest tylko w Secret Managerze.",
	)
	return hciT("trap-sa-client-id", "chat", t)
}

func hciTrapSHAProse() Sample {
	sha := rnd(hexs, 40)
	t := hciP(
		"The flaky login test started with commit "+sha+" (the one that bumped Playwright). Reverting it locally makes the suite green.",
		"Regression started after "+sha+", bisected over "+fmt.Sprint(hciR(5, 40))+" commits.",
		"Zepsuł to commit "+sha+" - zmiana selektorów w formularzu logowania.",
	)
	return hciT("trap-commit-sha", "chat", t)
}
