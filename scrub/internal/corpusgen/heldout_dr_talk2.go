package main

import (
	"fmt"
	"strings"
)

// More talk: shared accounts' TOTP seeds and backup codes, invite links, session cookies,
// licences, and keys of smaller vendors.

func hdrTalk2Gens() []hdrGen {
	return []hdrGen{
		{3, func() Sample {
			seed, acct := rnd(b32, pick([]int{16, 26, 32})), hdrP("grafana-admin", "datadog-owner", "pagerduty-admin", "sentry-owner")
			t := fmt.Sprintf(`Shared account %s (break-glass)
- lives in the SRE vault folder
- MFA: TOTP, seed %s (add to your authenticator only if you are on the on-call rota)
- last used: %s by %s`, acct, seed, hdrDate(), hdrName())
			return hdrX("totp-seed", "notes", t, seed).hdrKeep(acct)
		}},
		{3, func() Sample {
			var codes []string
			n := hdrN(2, 3)
			for i := 0; i < n; i++ {
				codes = append(codes, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
			}
			who := hdrName()
			t := fmt.Sprintf("%s: remaining backup codes for the %s org owner account (the yubikey is with %s):\n%s",
				hdrP("ops note", "NB", "fyi"), hdrP("Datadog", "New Relic", "Honeycomb", "Grafana Cloud"), who, strings.Join(codes, "\n"))
			return hdrX("recovery-code", "notes", t, codes...).hdrKeep(who)
		}},
		{3, func() Sample {
			code, room := rnd(digits, hdrN(4, 6)), hdrP("NOC room", "rack room B2", "the monitoring wall room", "server room 3F")
			t := fmt.Sprintf(`%s, night shift handover:
- wallboard PC in %s froze twice, rebooted
- door code for %s is %s%s, the badge reader is still broken
- Kibana dashboards back to normal after the index rollover`, hdrDate(), room, room, code, hdrP("", "#", " then #"))
			return hdrX("door-code", "notes", t, code).hdrKeep(room)
		}},
		{3, func() Sample {
			code := rnd(alnum, 32)
			u := "https://grafana." + hdrDomain() + "/invite/" + code
			who := hdrMail()
			t := fmt.Sprintf(`Hi! You have been invited to join the %s Grafana organization by %s.

Accept the invite: %s

This link is valid for %d hours and can only be used once.`, hdrOrg(), who, u, pick([]int{24, 48, 72}))
			return hdrX("invite-link-token", "mail", t, code).hdrKeep(who)
		}},
		{3, func() Sample {
			sess, a := rnd(hexs, 32), hdrName()
			t := strings.Join([]string{
				hdrChatLine(a, "still can't reproduce the dashboard 500s. here is the request from my browser:"),
				fmt.Sprintf("curl 'https://grafana.%s/api/dashboards/uid/%s' -H 'Cookie: grafana_session=%s' -H 'Accept: application/json'", hdrDomain(), hdrGrafUID(), sess),
			}, "\n")
			return hdrX("session-cookie", "chat", t, sess).hdrKeep(a)
		}},
		{2, func() Sample {
			lic := hdrJWT(hdrOrg() + "-enterprise")
			t := fmt.Sprintf(`Grafana Enterprise licence for %s (valid until %s-12-31). Save as /var/lib/grafana/license.jwt:

%s`, hdrOrg(), hdrYear(), lic)
			return hdrX("software-license-key", "notes", t, lic)
		}},
		{3, func() Sample {
			h := hdrTeamsHook()
			t := fmt.Sprintf(`Incident review %s
- alerts for %s went to the wrong channel for 2 days
- fix: the alertmanager route now points at the #incident-room connector
  webhook: %s
- TODO %s: add a synthetic alert every Monday to test the route`, hdrDate(), hdrSvc(), h, hdrName())
			return hdrX("teams-webhook", "notes", t, h)
		}},
		{3, func() Sample {
			tok, proj := hdrRollbar(), hdrSvc()
			t := fmt.Sprintf(`From: %s
To: backend@%s
Subject: Rollbar for %s

Hey team, Rollbar project "%s" is set up. The post_server_item token for the backend is %s — put it into ROLLBAR_ACCESS_TOKEN. The frontend gets its own client token, I'll send that separately.`, hdrMail(), hdrDomain(), proj, proj, tok)
			return hdrX("rollbar-token", "mail", t, tok).hdrKeep(proj)
		}},
		{3, func() Sample {
			a, k, acct := hdrName(), hdrNRUser(), hdrNRAccount()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"terraform for the NR alerts needs a user key, use mine for now: %s (account %s)",
				"NEW_RELIC_API_KEY=%s NEW_RELIC_ACCOUNT_ID=%s"), k, acct))
			return hdrX("newrelic-user-key", "chat", t, k).hdrKeep(acct)
		}},
		{3, func() Sample {
			u, pw, h := hdrP("federate", "prom-ro", "scraper"), hdrPw(), hdrHost()
			t := fmt.Sprintf(`Remember: the Prometheus federation endpoint on %s is behind basic auth. User %s, password %s. The user asked to scrape /federate with match[]={job="node"} only.`, h, u, pw)
			return hdrX("prometheus-password", "memory", t, pw).hdrKeep(h, "User "+u)
		}},
		{3, func() Sample {
			u, pw := hdrP("vector-ingest", "logs_producer", "fluentd"), hdrPw()
			t := fmt.Sprintf(`Handover – log pipeline
* Kafka cluster: %s:9093 (SCRAM-SHA-512)
* SASL user: %s
* SASL pass: %s
* topic app-logs has %d partitions, consumer lag dashboard in Grafana "Kafka / Lag"`, hdrHost(), u, pw, pick([]int{12, 24, 48}))
			return hdrX("kafka-sasl-password", "notes", t, pw).hdrKeep("SASL user: " + u)
		}},
		{3, func() Sample {
			a, b, k := hdrName(), hdrName(), hdrCoralogix()
			t := strings.Join([]string{
				hdrChatLine(a, "coralogix send-your-data key? the otel agent wants CORALOGIX_PRIVATE_KEY"),
				hdrChatLine(b, k),
				hdrChatLine(a, "merci"),
			}, "\n")
			return hdrX("coralogix-private-key", "chat", t, k).hdrKeep("CORALOGIX_PRIVATE_KEY")
		}},
		{2, func() Sample {
			a, k := hdrName(), hdrMezmo()
			t := hdrChatLine(a, fmt.Sprintf(hdrP("mezmo ingestion key for the edge boxes: %s", "LogDNA ingestion key (yes still called that in the agent) = %s"), k))
			return hdrX("mezmo-ingestion-key", "chat", t, k).hdrKeep(a)
		}},
		{3, func() Sample {
			a, k, src := hdrName(), hdrBetter(), hdrP("nginx-prod", "heroku-app", "k8s-staging")
			t := hdrChatLine(a, fmt.Sprintf("Better Stack source \"%s\" created, source token is %s", src, k))
			return hdrX("betterstack-source-token", "chat", t, k).hdrKeep(src)
		}},
		{3, func() Sample {
			k, tk := hdrUUID(), hdrTicket()
			hb := hdrP("nightly-backup", "cron-billing", "etl-ingest")
			t := fmt.Sprintf(`%s Heartbeat for %s

The cron job should ping Opsgenie after every run:
  curl -X GET 'https://api.opsgenie.com/v2/heartbeats/%s/ping' -H 'Authorization: GenieKey %s'
Acceptance: heartbeat expires after 25h without a ping and pages the data team.`, tk, hb, hb, k)
			return hdrX("opsgenie-api-key", "ticket", t, k).hdrKeep(tk, hb)
		}},
		{3, func() Sample {
			a, k, ap := hdrName(), hdrDDAPI(), hdrDDApp()
			t := strings.Join([]string{
				hdrChatLine(a, "for the dashboard export script you need both keys:"),
				"DD_API_KEY " + k,
				"DD_APP_KEY " + ap + hdrP("", "  (scoped to dashboards_read)", " <- app key, mine"),
			}, "\n")
			return hdrX("datadog-app-key", "chat", t, k, ap).hdrKeep(a)
		}},
		{2, func() Sample {
			pw, u := hdrPw(), hdrP("kibana_system", "kibana_admin", "elastic")
			t := fmt.Sprintf(`TIL: after the 8.x upgrade Kibana needs the %s user. I reset it to %s and put it in kibana.yml as elasticsearch.password. Next time use the keystore.`, u, pw)
			return hdrX("kibana-password", "memory", t, pw).hdrKeep(u)
		}},
		{2, func() Sample {
			k, svc := hdrAPMToken(), hdrSvc()
			t := fmt.Sprintf(`| service | APM server | secret_token |
|---|---|---|
| %s | https://apm.%s:8200 | %s |`, svc, hdrDomain(), k)
			return hdrX("elastic-apm-secret-token", "markdown", t, k).hdrKeep(svc)
		}},
	}
}
