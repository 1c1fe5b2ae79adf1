package main

// More vendor tokens around HR systems: HiBob, Gusto, Rippling, recruiting, chatbots, alerts.

func hdlExtraGens() []hdlGen {
	return []hdlGen{
		{hdlXHiBob, 4}, {hdlXTokenCache, 4}, {hdlXPostman, 4}, {hdlXDatadog, 4}, {hdlXOpenAI, 4},
		{hdlXTelegram, 4}, {hdlXGreenhouse, 4}, {hdlXEntra, 5}, {hdlXMobilePIN, 3}, {hdlXGitlab, 4},
		{hdlXSlackHookChat, 4}, {hdlXDiscordHook, 4}, {hdlXWorkdayRefresh, 4}, {hdlXUserSecrets, 3},
		{hdlTWebhookMasked, 4}, {hdlTTokenTalk, 4},
	}
}

func hdlXHiBob() Sample {
	sid := "SERVICE-" + hdlDigits(4+rng.IntN(2))
	tok := rnd(alnum, 40)
	t := hdlF(`$ curl -s -u "%s:%s" \
    -H "Accept: application/json" \
    https://api.hibob.com/v1/people/search -d '{"fields":["root.id","work.department","payroll.employment.salaryPayType"]}' | jq '.employees | length'
%d`, sid, tok, 30+rng.IntN(900))
	return hdlSec("hibob-api-token", "shell", t, hdlS(tok), sid)
}

func hdlXTokenCache() Sample {
	acc, ref := rnd(b64url, 43), rnd(b64url, 43)
	cid := rnd(b64url, 43)
	t := hdlF(`// .gusto_tokens.json (written by the payroll sync after OAuth)
{
  "client_id": "%s",
  "access_token": "%s",
  "refresh_token": "%s",
  "token_type": "bearer",
  "expires_in": 7200,
  "company_uuid": "%s"
}`, cid, acc, ref, hdlUUID())
	return hdlSec("oauth-refresh-token", "json", t, hdlS(acc, ref), cid)
}

func hdlXPostman() Sample {
	key := rnd(alnum, 64)
	t := hdlF(`{
  "name": "Rippling - prod",
  "values": [
    {"key": "base_url", "value": "https://api.rippling.com/platform/api", "enabled": true},
    {"key": "rippling_api_key", "value": "%s", "type": "secret", "enabled": true},
    {"key": "company_id", "value": "%s", "enabled": true}
  ]
}`, key, hdlHex(24))
	return hdlSec("hris-api-key", "json", t, hdlS(key))
}

func hdlXDatadog() Sample {
	key := hdlHex(32)
	t := hdlF(`# monitoring for the nightly payroll jobs
DD_API_KEY=%s
DD_SITE=datadoghq.eu
DD_SERVICE=payroll-batch
DD_ENV=prod
DD_TAGS="team:people-systems,cost_center:%s"`, key, hdlDigits(4))
	return hdlSec("datadog-api-key", "env", t, hdlS(key))
}

func hdlXOpenAI() Sample {
	key := "sk-proj-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74)
	t := hdlF(`# HR policy assistant (answers leave / benefits questions from the handbook)
from openai import OpenAI

client = OpenAI(api_key="%s")
HANDBOOK = open("handbook_%s.md").read()

def ask(q):
    return client.chat.completions.create(model="gpt-4o-mini", messages=[
        {"role": "system", "content": "Answer only from the employee handbook.\n" + HANDBOOK},
        {"role": "user", "content": q}]).choices[0].message.content`, key, hdlDate()[:4])
	return hdlSec("openai-api-key", "code", t, hdlS(key))
}

func hdlXTelegram() Sample {
	tok := hdlDigits(9+rng.IntN(2)) + ":AA" + rnd(b64url, 33)
	if rng.IntN(2) == 0 {
		t := hdlF("shift-swap bot for the drivers' Telegram group is live. BotFather token: %s - pls don't share, anyone with it can post as the bot", tok)
		return hdlSec("telegram-bot-token", "chat", t, hdlS(tok))
	}
	t := hdlF("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s\n# posts open shifts + payday reminder", tok, hdlDigits(10))
	return hdlSec("telegram-bot-token", "env", t, hdlS(tok))
}

func hdlXGreenhouse() Sample {
	key := hdlHex(32) + "-" + hdlDigits(1)
	t := hdlF(`import requests

# hired candidates -> HRIS new starters
HARVEST_KEY = "%s"
r = requests.get("https://harvest.greenhouse.io/v1/offers?status=accepted", auth=(HARVEST_KEY, ""))
for offer in r.json():
    print(offer["candidate_id"], offer["starts_at"])`, key)
	return hdlSec("greenhouse-api-key", "code", t, hdlS(key))
}

func hdlXEntra() Sample {
	appID := hdlUUID()
	sec := rnd(alnum, 3) + "8Q~" + rnd(alnum+"~_.-", 34)
	t := hdlF(`Entra app "HR provisioning (%s inbound)"
Application (client) ID: %s
Directory (tenant) ID: %s
Client secret (expires %s)
Value: %s
Secret ID: %s`, hdlHRIS().name, appID, hdlUUID(), hdlDate(), sec, hdlUUID())
	return hdlSec("azure-client-secret", "note", t, hdlS(sec), appID)
}

func hdlXMobilePIN() Sample {
	pin := hdlPin(6)
	app := hdlOne("Workday", "ADP Mobile", "Paychex Flex", "Dayforce")
	t := hdlF("User said their %s app PIN is %s and asked me to remind them if they forget it.", app, pin)
	return hdlSec("app-pin", "memory", t, hdlS(pin), app)
}

func hdlXGitlab() Sample {
	tok := "glpat-" + rnd(b64url, 20)
	grp := hdlCoPick().slug
	t := hdlF(`$ curl --header "PRIVATE-TOKEN: %s" "https://gitlab.%s.internal/api/v4/projects/%s%%2Fpayroll-rules/pipelines?ref=main" | jq '.[0].status'
"%s"`, tok, grp, grp, hdlOne("success", "failed", "running"))
	return hdlSec("gitlab-token", "shell", t, hdlS(tok), "gitlab."+grp+".internal")
}

func hdlXSlackHookChat() Sample {
	hook := hdlSlackHook()
	t := hdlF("%s: can you hook the payroll variance report up to #payroll-alerts?\n%s: sure, what's the webhook?\n%s: %s\n%s: thx, will add it to the job config and delete this msg", hdlFirst(), hdlFirst(), hdlFirst(), hook, hdlFirst())
	return hdlSec("slack-webhook", "chat", t, hdlS(hook))
}

func hdlXDiscordHook() Sample {
	hook := hdlDiscordHook()
	t := hdlF(`# post open shifts from the rota export to the staff Discord
import requests, csv
HOOK = "%s"
for row in csv.DictReader(open("open_shifts.csv")):
    requests.post(HOOK, json={"content": f"Open shift {row['date']} {row['start']}-{row['end']} at {row['site']}"})`, hook)
	return hdlSec("discord-webhook", "code", t, hdlS(hook))
}

func hdlXWorkdayRefresh() Sample {
	tok := rnd(alnum, 60+rng.IntN(30))
	co := hdlCoPick()
	t := hdlF(`WORKDAY = {
    "tenant": "%s",
    "token_url": "https://wd5-services1.myworkday.com/ccx/oauth2/%s/token",
    "client_id": "%s",
    "refresh_token": "%s",
}`, co.slug, co.slug, rnd(alnum, 36), tok)
	return hdlSec("oauth-refresh-token", "code", t, hdlS(tok), co.slug)
}

func hdlXUserSecrets() Sample {
	sec := rnd(alnum+"-_", 40+rng.IntN(10))
	cid := hdlUUID()
	t := hdlF(`$ dotnet user-secrets list
Paylocity:CompanyId = %s
Paylocity:ClientId = %s
Paylocity:ClientSecret = %s`, hdlDigits(5), cid, sec)
	return hdlSec("oauth-client-secret", "shell", t, hdlS(sec), cid)
}

func hdlTWebhookMasked() Sample {
	t := hdlF("Payroll alerts post to Slack via https://hooks.slack.com/services/T%s/B%s/%s (full URL in the job's secret store). If alerts stop, check the app wasn't removed from #payroll-alerts.",
		rnd(upper+digits, 9), rnd(upper+digits, 9), hdlOne("[redacted]", "xxxxxxxxxxxxxxxxxxxxxxxx", "<secret>", "********"))
	return hdlTrap("trap-webhook-masked", "chat", t)
}

func hdlTTokenTalk() Sample {
	t := hdlF(hdlOne(
		"%s API: access tokens expire after 60 minutes, refresh tokens after 30 days of inactivity. The sync refreshes automatically; if it fails, reconnect the app in Settings.",
		"Why does the %s integration keep asking to re-authorise? Because the refresh token is revoked whenever an admin changes their password.",
		"For %s, create one API key per integration and name it after the system that uses it, so we can revoke them separately."), hdlHRIS().name)
	return hdlTrap("trap-token-talk", hdlOne("wiki", "chat"), t)
}
