package main

// heldout_bb_vendors.go: keys of cloud providers, Git hosts, chat platforms, payment
// providers and SaaS vendors a club or venue uses; JWTs and private keys.

import (
	"fmt"
	"strings"
)

func hbbAWS() (string, string) {
	return hbbP("AKIA", "AKIA", "ASIA") + hbbR(upper+"234567", 16), hbbR(alnum+"+/", 40)
}

func hbbCloudSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		id, sk := hbbAWS()
		gkey := "AIza" + hbbR(b64url, 35)
		acct := hbbP("hlaticketsprod", "foundrymedia", "millbrookbackups", "festivalphotos24")
		akey := hbbAzureKey()
		csec := hbbR(alnum, 3) + hbbR(digits, 1) + "Q~" + hbbR(alnum+"_-.~", 34)
		sig := hbbR(alnum, 20) + "%2F" + hbbR(alnum, 19) + "%3D"
		var s Sample
		switch i % 10 {
		case 0:
			s = hbbSec("aws", "ini", fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-2", id, sk), id, sk)
			s.Keep = []string{"region = eu-west-2"}
		case 1:
			s = hbbSec("aws", "shell", fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 sync ./match-photos s3://northgate-afc-media/2024/", id, sk), id, sk)
		case 2:
			s = hbbWrapSec("aws", "chat", fmt.Sprintf("the S3 bucket for the gig photos uses key %s and secret %s, read-only I think", id, sk), id, sk)
		case 3:
			s = hbbWrapSec("gcp", "notes", fmt.Sprintf("YouTube Data API key for the stream uploader: %s (quota 10k/day)", gkey), gkey)
		case 4:
			s = hbbSec("gcp", "python", fmt.Sprintf("from googleapiclient.discovery import build\n\nyoutube = build(\"youtube\", \"v3\", developerKey=\"%s\")\nreq = youtube.liveBroadcasts().list(part=\"snippet\", mine=True)", gkey), gkey)
		case 5:
			cs := fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, akey)
			s = hbbWrapSec("azure", "config", "AZURE_STORAGE_CONNECTION_STRING=\""+cs+"\"", akey)
		case 6:
			s = hbbSec("azure", "json", fmt.Sprintf("{\n  \"tenantId\": \"%s\",\n  \"clientId\": \"%s\",\n  \"clientSecret\": \"%s\"\n}", hbbUUID(), hbbUUID(), csec), csec)
		case 7:
			u := fmt.Sprintf("https://%s.blob.core.windows.net/tickets/export.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-09-30T18:00:00Z&spr=https&sig=%s", acct, sig)
			s = hbbWrapSec("azure", "chat", "here's a link to the ticket export, expires end of Sept: "+u, sig)
		case 8:
			s = hbbWrapSec("azure", "chat-de", fmt.Sprintf("Client-Secret für die App-Registrierung (Vereins-SharePoint): %s", csec), csec)
		default:
			s = hbbSec("aws", "yaml", fmt.Sprintf("backup:\n  target: s3://millbrook-lc-backups\n  aws:\n    access_key: %s\n    secret_key: %s\n  schedule: \"0 3 * * *\"", id, sk), id, sk)
		}
		out = append(out, s)
	}
	return out
}

func hbbGitTokenSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		gh := hbbGitHubPAT()
		gl := "glpat-" + hbbR(b64url, 20)
		bb := "ATBB" + hbbR(alnum, 32)
		repo := hbbP("club-website", "fixtures-bot", "doorlist-app", "festival-map", "members-portal")
		var s Sample
		switch i % 6 {
		case 0:
			s = hbbSec("github-token", "shell", fmt.Sprintf("git remote set-url origin https://x-access-token:%s@github.com/northgate-afc/%s.git\ngit push origin main", gh, repo), gh)
		case 1:
			s = hbbSec("github-token", "npmrc", fmt.Sprintf("@harbourlane:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s", gh), gh)
		case 2:
			s = hbbWrapSec("github-token", "chat", fmt.Sprintf("%s: made a fine-grained token for the website deploy: %s — expires in 90 days", hbbL(hbbNames), gh), gh)
		case 3:
			s = hbbSec("gitlab-token", "yaml", fmt.Sprintf("variables:\n  GITLAB_TOKEN: \"%s\"\n  DEPLOY_BRANCH: main\nstages: [build, deploy]", gl), gl)
		case 4:
			s = hbbWrapSec("gitlab-token", "notes", fmt.Sprintf("GitLab PAT (api scope) for the %s mirror: %s", repo, gl), gl)
		default:
			s = hbbWrapSec("bitbucket-token", "chat", fmt.Sprintf("bitbucket app password for the ticket scanner repo is %s, user is lakeside-ci", bb), bb)
		}
		out = append(out, s)
	}
	return out
}

func hbbChatTokenSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		xb := hbbSlackBot()
		hook := hbbR(alnum, 24)
		hookURL := "https://hooks.slack.com/services/T" + hbbR(upper+digits, 8) + "/B" + hbbR(upper+digits, 10) + "/" + hook
		tg := hbbTelegram()
		dwTok := hbbR(b64url, 68)
		dw := "https://discord.com/api/webhooks/" + hbbDigits(19) + "/" + dwTok
		var s Sample
		switch i % 8 {
		case 0:
			s = hbbWrapSec("slack-token", "chat", fmt.Sprintf("Slack bot token for the #door-counts channel: %s", xb), xb)
		case 1:
			s = hbbSec("slack-webhook", "python", fmt.Sprintf("WEBHOOK = \"%s\"\nrequests.post(WEBHOOK, json={\"text\": f\"Gate scans so far: {count}\"})", hookURL), hook)
		case 2:
			s = hbbSec("slack-webhook", "shell", fmt.Sprintf("curl -X POST -H 'Content-type: application/json' \\\n  --data '{\"text\":\"Sold out! 🎉\"}' \\\n  %s", hookURL), hook)
		case 3:
			s = hbbWrapSec("telegram-token", "chat", fmt.Sprintf("BotFather gave me %s for the volunteers' rota bot", tg), tg)
		case 4:
			s = hbbSec("telegram-token", "env", fmt.Sprintf("TELEGRAM_BOT_TOKEN=%s\nTELEGRAM_CHAT_ID=-100%s", tg, hbbDigits(10)), tg)
		case 5:
			s = hbbWrapSec("discord-webhook", "notes", "Results webhook (posts the final score to #results): "+dw, dwTok)
		case 6:
			s = hbbSec("discord-webhook", "js", fmt.Sprintf("await fetch('%s', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify({ content: `FT: ${home} ${hs}-${as} ${away}` }),\n});", dw), dwTok)
		default:
			xp := "xoxp-" + hbbDigits(12) + "-" + hbbDigits(12) + "-" + hbbDigits(13) + "-" + hbbHex(32)
			s = hbbWrapSec("slack-token", "chat-nl", fmt.Sprintf("Mijn Slack user token voor de export: %s, graag na het weekend intrekken", xp), xp)
		}
		out = append(out, s)
	}
	return out
}

func hbbPaymentSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		sk := hbbStripeSecret()
		pk := "pk_live_51" + hbbR(alnum, 96)
		wh := "whsec_" + hbbR(alnum, 32)
		sq := "EAAA" + hbbR(b64url, 60)
		sumup := "sup_sk_" + hbbR(alnum, 32)
		gc := "live_" + hbbR(b64url, 40)
		pp := hbbR(b64url, 80)
		var s Sample
		switch i % 8 {
		case 0:
			s = hbbSec("stripe", "env", fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s", pk, sk, wh), sk, wh)
			s.Keep = []string{"STRIPE_PUBLISHABLE_KEY=" + pk}
		case 1:
			s = hbbWrapSec("stripe", "chat", fmt.Sprintf("memberships page is charging again — I used the live key %s", sk), sk)
		case 2:
			s = hbbSec("square", "json", fmt.Sprintf("{\n  \"environment\": \"production\",\n  \"accessToken\": \"%s\",\n  \"locationId\": \"L%s\"\n}", sq, hbbR(upper+digits, 12)), sq)
		case 3:
			s = hbbWrapSec("sumup", "notes", fmt.Sprintf("SumUp API key for the bar tills: %s (merchant code M%s)", sumup, hbbR(upper+digits, 7)), sumup)
		case 4:
			s = hbbSec("gocardless", "ruby", fmt.Sprintf("client = GoCardlessPro::Client.new(\n  access_token: \"%s\",\n  environment: :live\n)", gc), gc)
		case 5:
			s = hbbSec("paypal", "env", fmt.Sprintf("PAYPAL_MODE=live\nPAYPAL_CLIENT_ID=A%s\nPAYPAL_CLIENT_SECRET=%s", hbbR(b64url, 79), pp), pp)
		case 6:
			s = hbbSec("stripe", "python", fmt.Sprintf("import stripe\nstripe.api_key = \"%s\"\nsession = stripe.checkout.Session.create(mode=\"payment\", line_items=[{\"price\": \"price_%s\", \"quantity\": 1}])", sk, hbbR(alnum, 24)), sk)
		default:
			s = hbbWrapSec("stripe", "chat-es", fmt.Sprintf("El secreto del webhook de Stripe para las cuotas es %s", wh), wh)
		}
		out = append(out, s)
	}
	return out
}

func hbbSaaSSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		name := hbbL(hbbNames)
		var s Sample
		switch i % 13 {
		case 0:
			k := hbbR(upper+digits, 20)
			s = hbbWrapSec("eventbrite", "chat", fmt.Sprintf("Eventbrite private token for the door-list sync: %s", k), k)
		case 1:
			k, sec := hbbR(alnum, 32), hbbR(alnum, 16)
			s = hbbSec("ticketmaster", "env", fmt.Sprintf("TM_CONSUMER_KEY=%s\nTM_CONSUMER_SECRET=%s\nTM_VENUE_ID=KovZpZA%s", k, sec, hbbR(alnum, 5)), k, sec)
		case 2:
			k := hbbHex(32)
			s = hbbSec("mindbody", "python", fmt.Sprintf("headers = {\n    \"Api-Key\": \"%s\",\n    \"SiteId\": \"-99\",\n    \"Content-Type\": \"application/json\",\n}", k), k)
		case 3:
			k, t := hbbR(alnum, 32), hbbR(alnum, 40)
			s = hbbSec("glofox", "shell", fmt.Sprintf("curl https://gf-api.aws.glofox.com/prod/2.0/members \\\n  -H \"x-glofox-api-key: %s\" \\\n  -H \"x-glofox-api-token: %s\" \\\n  -H \"x-glofox-branch-id: %s\"", k, t, hbbHex(24)), k, t)
		case 4:
			k := hbbR(alnum, 40)
			s = hbbWrapSec("clubspark", "notes", fmt.Sprintf("ClubSpark integration key (court bookings → website): %s", k), k)
		case 5:
			k := hbbHex(40)
			s = hbbWrapSec("seetickets", "email", fmt.Sprintf("Hi %s,\n\nYour See Tickets API token is %s. It has read access to sales for your venue only.\n\nBest,\nClient Services", name, k), k)
		case 6:
			k := hbbSendGrid()
			s = hbbSec("sendgrid", "env", fmt.Sprintf("MAIL_FROM=tickets@thefoundry.live\nSENDGRID_API_KEY=%s", k), k)
			s.Keep = []string{"MAIL_FROM=tickets@thefoundry.live"}
		case 7:
			sid, tok := "AC"+hbbHex(32), hbbHex(32)
			s = hbbSec("twilio", "js", fmt.Sprintf("const client = require('twilio')('%s', '%s');\nawait client.messages.create({ to: steward.phone, from: '+447700900123', body: 'Gate 2 needs cover' });", sid, tok), tok)
		case 8:
			k := hbbHex(32) + "-us" + fmt.Sprint(hbbN(2, 21))
			s = hbbWrapSec("mailchimp", "chat", fmt.Sprintf("mailchimp key for the season-ticket newsletter: %s", k), k)
		case 9:
			k := hbbR(lower+digits, 4) + "-" + hbbR(lower+digits, 4) + "-" + hbbR(lower+digits, 4) + "-" + hbbR(lower+digits, 4) + "-" + hbbR(lower+digits, 4)
			s = hbbWrapSec("stream-key", "notes", fmt.Sprintf("OBS → YouTube: server rtmp://a.rtmp.youtube.com/live2, stream key %s", k), k)
		case 10:
			k := "live_" + hbbDigits(9) + "_" + hbbR(alnum, 30)
			s = hbbSec("stream-key", "ini", fmt.Sprintf("[stream]\nservice=Twitch\nserver=auto\nkey=%s\nbitrate=6000", k), k)
			s.Keep = []string{"bitrate=6000"}
		case 11:
			k := "sk-proj-" + hbbR(b64url, 48) + "T3BlbkFJ" + hbbR(b64url, 48)
			s = hbbWrapSec("openai", "chat", fmt.Sprintf("the match-report summariser uses %s, billing goes to the club card", k), k)
		default:
			k := "patA" + hbbR(alnum, 13) + "." + hbbHex(64)
			s = hbbWrapSec("airtable", "chat-pt", fmt.Sprintf("Token do Airtable da escala de voluntários: %s", k), k)
		}
		out = append(out, s)
	}
	return out
}

func hbbJWTSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		j := hbbJWT()
		var s Sample
		switch i % 4 {
		case 0:
			s = hbbSec("jwt", "http", fmt.Sprintf("GET /api/v1/scans?gate=3 HTTP/1.1\nHost: scanner.lakesidefest.org\nAuthorization: Bearer %s\nAccept: application/json", j), j)
			s.Keep = []string{"Host: scanner.lakesidefest.org"}
		case 1:
			s = hbbWrapSec("jwt", "chat", fmt.Sprintf("if the scanner app logs you out, paste this into the token field: %s", j), j)
		case 2:
			s = hbbSec("jwt", "shell", fmt.Sprintf("curl -s https://api.clubhub.example/members/export \\\n  -H \"Authorization: Bearer %s\" -o members.csv", j), j)
		default:
			s = hbbSec("jwt", "devtools", fmt.Sprintf("localStorage:\n  theme: \"dark\"\n  auth_token: \"%s\"\n  lastVenue: \"The Foundry\"", j), j)
		}
		out = append(out, s)
	}
	return out
}

func hbbPEMSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		var s Sample
		switch i % 5 {
		case 0, 1:
			kind := hbbP("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
			body := hbbPEMBody(hbbN(4, 9))
			pem := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
			intro := hbbP("key for the box office HTTPS cert:", "tls.key from the turnstile server:", "privkey.pem (renewed cert for tickets.harbourlane.org.uk):")
			s = hbbWrapSec("pem", "pem", intro+"\n"+pem, body...)
		case 2:
			head := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
			var body []string
			for k := 0; k < 4; k++ {
				body = append(body, hbbR(alnum+"+/", 70))
			}
			body = append(body, hbbR(alnum+"+/", 24)+"=")
			key := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + head + "\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
			s = hbbSec("ssh-key", "notes", "deploy key for the lighting-console backup box (~/.ssh/id_ed25519):\n"+key+"\nput it on the NAS only", body...)
			s.Keep = []string{"put it on the NAS only"}
		case 3:
			body := hbbPEMBody(hbbN(3, 6))
			esc := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(body, "\\n") + "\\n-----END PRIVATE KEY-----\\n"
			s = hbbSec("pem", "json", fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"sheets-bot@club-hub-prod.iam.gserviceaccount.com\"\n}", esc), body...)
		default:
			body := hbbPEMBody(hbbN(3, 5))
			var ind []string
			for _, b := range body {
				ind = append(ind, "    "+b)
			}
			s = hbbSec("pem", "yaml", "tls:\n  cert_file: /etc/ssl/tickets.crt\n  key: |\n    -----BEGIN RSA PRIVATE KEY-----\n"+strings.Join(ind, "\n")+"\n    -----END RSA PRIVATE KEY-----", body...)
			s.Keep = []string{"cert_file: /etc/ssl/tickets.crt"}
		}
		out = append(out, s)
	}
	return out
}
