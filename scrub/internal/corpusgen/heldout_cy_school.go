package main

import (
	"fmt"
	"strings"
)

// Flight-school schedulers, club bookings, and the bots and integrations around ops chat.

func hcySchoolGens() []hcyGen {
	return []hcyGen{
		func() Sample {
			u, pw := hcyUser(), hcyPw()
			t := fmt.Sprintf("Hi %s! Welcome to %s 🛩️\nYour scheduler login: %s\nTemporary password: %s\nBook your first lesson with %s once your medical is uploaded.",
				hcyFirstN(), pick(hcySchools), u, pw, hcyName())
			return hcyS("scheduler-password", "mail", t, []string{pw}, u)
		},
		func() Sample {
			key, pk := hcyStripe(), "pk_live_"+rnd(alnum, 24+rng.IntN(30))
			t := fmt.Sprintf("# bookings/settings.py\nSTRIPE_PUBLISHABLE_KEY = \"%s\"\nSTRIPE_SECRET_KEY = \"%s\"\nCURRENCY = \"%s\"",
				pk, key, pick([]string{"gbp", "eur", "usd"}))
			return hcyS("stripe-key", "python", t, []string{key}, pk)
		},
		func() Sample {
			tok := hcyHex(32)
			sid := "AC" + hcyHex(32)
			t := fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+44%s\n# used for lesson reminders + weather cancellations",
				sid, tok, rnd(digits, 10))
			return hcyS("twilio-auth-token", "env", t, []string{tok}, sid)
		},
		func() Sample {
			hook := hcyDiscordHook()
			t := fmt.Sprintf("club members — I set up the METAR bot for our Discord. If you want it in another channel, the webhook is %s (don't share outside the committee)",
				hook)
			return hcyS("discord-webhook", "chat", t, []string{hook})
		},
		func() Sample {
			hook := hcySlackHook()
			t := fmt.Sprintf("notify:\n  on_cancel:\n    slack_webhook: %s\n    channel: \"#instructors\"\n  on_no_show:\n    email: ops@%s",
				hook, pick(hcyDomains))
			return hcyS("slack-webhook", "yaml", t, []string{hook})
		},
		func() Sample {
			hook := hcyZapHook()
			t := fmt.Sprintf("Zap: new booking in Flight Circle -> POST %s -> Google Sheet 'Aircraft hours'. Anyone with the URL can add rows, so keep it in the committee drive.",
				hook)
			return hcyS("zapier-webhook", "note", t, []string{hook})
		},
		func() Sample {
			tok := hcyTelegram()
			t := fmt.Sprintf("import telebot\n\n# bot that posts the morning NOTAM summary to the ops group\nbot = telebot.TeleBot(\"%s\")\nOPS_CHAT = -100%s\n",
				tok, rnd(digits, 10))
			return hcyS("telegram-bot-token", "python", t, []string{tok})
		},
		func() Sample {
			key := hcyGoogleKey()
			t := fmt.Sprintf("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initCircuitMap\" async></script>\n<!-- circuit map for the student briefing page, restricted key? TODO -->",
				key)
			return hcyS("google-api-key", "html", t, []string{key})
		},
		func() Sample {
			key := hcyOpenAI()
			t := fmt.Sprintf("%s: I hooked the NOTAM summariser to the API, works nicely\n%s: which key?\n%s: my personal one for now, %s , will swap to the company one monday",
				hcyFirstN(), hcyFirstN(), hcyFirstN(), key)
			return hcyS("openai-key", "chat", t, []string{key})
		},
		func() Sample {
			key := "sk-ant-api03-" + rnd(b64url, 93) + "AA"
			t := fmt.Sprintf("services:\n  briefing-assistant:\n    image: registry.%s/ops/briefing-assistant:1.%d\n    environment:\n      ANTHROPIC_API_KEY: %s\n      MODEL_TEMPERATURE: \"0.2\"",
				pick(hcyDomains), rng.IntN(20), key)
			return hcyS("anthropic-key", "yaml", t, []string{key})
		},
		func() Sample {
			id, sec := hcyLTAI(), rnd(alnum, 30)
			t := fmt.Sprintf("Station %s uses the Aliyun OSS bucket for scanned load sheets.\nAccessKey ID: %s\nAccessKey Secret: %s\nBucket: loadsheets-%s",
				pick([]string{"PVG", "CAN", "HKG", "SZX"}), id, sec, rnd(lower, 3))
			return hcyS("alibaba-access-key", "note", t, []string{id, sec})
		},
		func() Sample {
			id, sec := hcyAKID(), rnd(alnum, 32)
			t := fmt.Sprintf("{\n  \"cos\": {\n    \"SecretId\": \"%s\",\n    \"SecretKey\": \"%s\",\n    \"Region\": \"ap-guangzhou\"\n  }\n}",
				id, sec)
			return hcyS("tencent-access-key", "json", t, []string{id, sec})
		},
		func() Sample {
			pw := hcyPw()
			reg := hcyTail()
			t := fmt.Sprintf("%s\t%s\tSolo nav EGFF-EGBJ\t%s\tcomment: scheduler acc for the aircraft tablet is %s / pw %s",
				hcyDate(), reg, hcyName(), "tablet_"+strings.ToLower(strings.ReplaceAll(reg, "-", "")), pw)
			return hcyS("scheduler-password", "tsv", t, []string{pw}, reg)
		},
		func() Sample {
			pw, who := hcyPw(), hcyFirstN()
			t := fmt.Sprintf("Instructor meeting %s\nAttendees: %s, %s, %s\n- Winter maintenance slots agreed\n- PA28 %s back from annual Thursday\n- New booking system admin: %s, password %s (changes after go-live)\n- Next meeting after the CAA audit",
				hcyDate(), who, hcyFirstN(), hcyFirstN(), hcyTail(), "admin@"+strings.ToLower(strings.Fields(pick(hcySchools))[0])+".org", pw)
			return hcyS("scheduler-password", "meeting-notes", t, []string{pw})
		},
		func() Sample {
			tok := rnd(b64url, 40+rng.IntN(20))
			t := fmt.Sprintf("curl -X POST https://api.%s/v1/reservations \\\n  -H \"X-Api-Token: %s\" \\\n  -d '{\"aircraft\":\"%s\",\"start\":\"%sT09:00\"}'",
				pick([]string{"flightschedulepro.com", "flightcircle.com"}), tok, hcyTail(), hcyDate())
			return hcyS("scheduler-api-token", "shell", t, []string{tok})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("%s wrote:\n> can't get into the sim booking page\n\nuse the student account: sim.student / %s — the one on the laminated sheet was changed last week",
				hcyFirstN(), pw)
			return hcyS("scheduler-password", "mail", t, []string{pw}, "sim.student")
		},
		func() Sample {
			key := hcyHex(32)
			t := fmt.Sprintf("[datadog]\napi_key = %s\nsite = datadoghq.eu\ntags = env:prod,team:ops-dispatch", key)
			return hcyS("datadog-api-key", "ini", t, []string{key})
		},
		func() Sample {
			key := "key-" + hcyHex(32)
			t := fmt.Sprintf("MAILGUN_DOMAIN=mg.%s\nMAILGUN_API_KEY=%s\n# sends the monthly currency reminders (night, IR, SEP)", pick(hcyDomains), key)
			return hcyS("mailgun-key", "env", t, []string{key})
		},
		func() Sample {
			tok := hcyNPM()
			t := fmt.Sprintf("//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://registry.npmjs.org/",
				tok, pick([]string{"wx-tools", "efb-kit", "crewops"}))
			return hcyS("npm-token", "npmrc", t, []string{tok})
		},
		func() Sample {
			key := rnd(hexs, 64)
			t := fmt.Sprintf("# sign the OFP release links so only crew devices can fetch them\nOFP_LINK_SIGNING_KEY=%s\nOFP_LINK_TTL=3600", key)
			return hcyS("signing-key", "env", t, []string{key})
		},
		func() Sample {
			key := rnd(alnum+"+/", 43) + "="
			t := fmt.Sprintf("APP_NAME=\"Crew Training Records\"\nAPP_ENV=production\nAPP_KEY=base64:%s\nAPP_DEBUG=false", key)
			return hcyS("encryption-key", "env", t, []string{key})
		},
		func() Sample {
			pw := hcyPw()
			t := fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    sim-scheduler: point staging at new db\n\ndiff --git a/config/staging.yml b/config/staging.yml\n-  password: ${SIM_DB_PASSWORD}\n+  password: %s",
				rnd(hexs, 40), hcyName(), hcyEmail(pick(hcyDomains)), pw)
			return hcyS("db-password", "diff", t, []string{pw})
		},
	}
}
