package main

import (
	"fmt"
	"strings"
)

// Chat, mail, tickets and notes in which people hand over observability credentials.

// hdrCurChat is the chat layout of the sample being generated (one per sample).
var hdrCurChat string

func hdrChatLine(who, msg string) string {
	if hdrCurChat == "" {
		hdrCurChat = hdrP("[%s] %s: %s", "%[1]s %[2]s: %[3]s", "%[2]s  %[1]s\n%[3]s", "%[2]s: %[3]s")
	}
	return fmt.Sprintf(hdrCurChat, hdrClock(), who, msg)
}

func hdrTalkGens() []hdrGen {
	return []hdrGen{
		{4, func() Sample {
			a, b, k, env := hdrName(), hdrName(), hdrDDAPI(), hdrEnv()
			t := strings.Join([]string{
				hdrChatLine(a, hdrP("can someone drop the dd api key for ", "anyone have the datadog API key for ", "need the DD key for ")+env+"? agent on the new nodes is crashlooping"),
				hdrChatLine(b, hdrP("here: ", "sure -> ", "", "`")+k+hdrP("", "`", " (same as the one in vault)")),
				hdrChatLine(a, hdrP("thx", "ty, works", "👍 agent is green now")),
			}, "\n")
			return hdrX("datadog-api-key", "chat", t, k).hdrKeep(a, env)
		}},
		{3, func() Sample {
			a, k, env := hdrName(), hdrHoney(), hdrP("eu", "us", "staging", "prod")
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"new honeycomb ingest key for %s is %s, the old one gets revoked tomorrow",
				"heads up: rotated the Honeycomb key for %s. new one: %s",
				"Honeycomb %s env key -> %s (only has send events permission)"), env, k))
			return hdrX("honeycomb-api-key", "chat", t, k).hdrKeep(a)
		}},
		{3, func() Sample {
			who, tok, idx := hdrName(), hdrUUIDUp(), hdrP("k8s_prod", "app_logs", "edge", "security")
			t := fmt.Sprintf(`Subject: New HEC token for index %s

Hi all,

as discussed in the ops sync, the old HEC token is being retired on %s. The new token for index "%s" is:

    %s

Please update your forwarders / Fluent Bit configs before then. The endpoint stays https://hec.%s:8088.

Thanks,
%s`, idx, hdrDate(), idx, tok, hdrDomain(), who)
			return hdrX("splunk-hec-token", "mail", t, tok).hdrKeep(idx, who)
		}},
		{3, func() Sample {
			k, tk, pool := hdrNRLicense(), hdrTicket(), hdrP("pool-", "np-")+hdrEnv()+"-"+hdrInt(1, 9)
			t := fmt.Sprintf(`%s: fluent-bit on %s gets 403 from log-api.newrelic.com

Steps:
1. kubectl -n logging logs ds/fluent-bit | grep 403
2. config has licenseKey %s (checked it's the ingest license key, not a user key)
3. still 403

Expected: logs show up in NR Logs UI. Priority: %s`, tk, pool, k, hdrP("High", "Medium", "P2"))
			return hdrX("newrelic-license-key", "ticket", t, k).hdrKeep(tk, pool)
		}},
		{3, func() Sample {
			pw, k, who := hdrPw(), hdrPDKey(), hdrName()
			t := fmt.Sprintf(`Handover %s (%s -> %s)

- Grafana break-glass admin: password %s (rotate after the incident review)
- PagerDuty integration key for the new payments service: %s, still needs to go into the alertmanager secret
- Loki compactor is behind by ~%dh, watching it
- nothing else open`, hdrDate(), who, hdrName(), pw, k, hdrN(2, 9))
			return hdrX("grafana-admin-password", "notes", t, pw, k).hdrKeep(who)
		}},
		{3, func() Sample {
			tok, who := hdrGlc(), hdrName()
			t := fmt.Sprintf(`## Observability sync, %s

Attendees: %s, %s, %s

- Migration to Grafana Cloud: metrics first, logs in Q%d
- %s created the access policy token for Alloy (scopes metrics:write, logs:write): %s
- Action: move it into the cluster secret and delete it from these notes
- Next sync in two weeks`, hdrDate(), who, hdrName(), hdrName(), hdrN(1, 4), who, tok)
			return hdrX("grafana-cloud-token", "notes", t, tok).hdrKeep(who)
		}},
		{3, func() Sample {
			tok, reg := hdrLogz(), hdrP("eu", "us", "uk", "ca")
			t := fmt.Sprintf(`# Shipping logs from the legacy VMs

The old VMs are not in Kubernetes, so they use Filebeat with the Logz.io output.

1. Install filebeat 8.x
2. Download the Logz.io certificate to /etc/pki/tls/certs/
3. In filebeat.yml set fields.token to our shipping token `+"`%s`"+`
4. Listener: listener-%s.logz.io:5015

Ask in #observability if step 3 fails.`, tok, reg)
			return hdrX("logzio-token", "wiki", t, tok)
		}},
		{3, func() Sample {
			a, pw := hdrName(), hdrPw()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"a senha do usuário elastic no cluster de logs agora é %s",
				"la contraseña del usuario elastic del clúster de logs es %s, no la compartas",
				"das Passwort für den elastic-User im Log-Cluster ist jetzt %s",
				"le mot de passe du compte elastic (cluster logs) est %s"), pw))
			return hdrX("elasticsearch-password", "chat", t, pw).hdrKeep(a)
		}},
		{3, func() Sample {
			a, b, tok := hdrName(), hdrName(), hdrAxiom()
			t := strings.Join([]string{
				hdrChatLine(a, "cuál es el token de Axiom para el dataset de edge?"),
				hdrChatLine(b, "es "+tok+" , solo tiene ingest"),
			}, "\n")
			return hdrX("axiom-token", "chat", t, tok).hdrKeep(b)
		}},
		{3, func() Sample {
			a, tok := hdrName(), hdrDyna()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"dynatrace operator token (scopes: entities.read, settings.write, DataExport) -> %s",
				"Here's the API token for the dynakube: %s. Please don't paste it anywhere else",
				"DT token for the k8s monitoring: %s"), tok))
			return hdrX("dynatrace-token", "chat", t, tok).hdrKeep(a)
		}},
		{3, func() Sample {
			u, who := hdrSumoURL(), hdrName()
			t := fmt.Sprintf(`Hi %s,

the HTTP source for the CDN access logs is ready. Point the log push job at:

%s

Anyone who has this URL can send data into our account, so keep it out of git.

Cheers,
%s`, hdrName(), u, who)
			return hdrX("sumologic-http-source", "mail", t, u).hdrKeep(who)
		}},
		{3, func() Sample {
			a, s := hdrName(), hdrSentry()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"sentry auth token for the sourcemaps upload step in CI: %s",
				"I made an org token for sentry-cli (project:releases only): %s",
				"new SENTRY_AUTH_TOKEN=%s , old one revoked"), s))
			return hdrX("sentry-auth-token", "chat", t, s).hdrKeep(a)
		}},
		{3, func() Sample {
			k, svc, who := hdrPDRouting(), hdrSvc(), hdrName()
			t := fmt.Sprintf(`Postmortem %s: no page for the %s outage

Summary: the collector in %s still sent events with an old integration, so nothing reached the on-call.
The global event routing key it should use is %s. It is still active.

Owner: %s`, hdrTicket(), svc, hdrEnv(), k, who)
			return hdrX("pagerduty-routing-key", "notes", t, k).hdrKeep(svc, who)
		}},
		{3, func() Sample {
			tok, org := hdrInflux(), hdrOrg()
			t := fmt.Sprintf(`Please add to Vault:
path: secret/observability/influxdb/%s
key: token
value: %s
Needed by the telegraf daemonset (org %s). Ticket %s`, hdrEnv(), tok, org, hdrTicket())
			return hdrX("influxdb-token", "ticket", t, tok).hdrKeep(org)
		}},
		{3, func() Sample {
			tok, b, org := hdrInflux(), hdrP("metrics", "iot", "telegraf"), hdrOrg()
			t := fmt.Sprintf(`Memory: user's InfluxDB Cloud setup. Org "%s", bucket "%s", region %s. All-access token they gave me for the CLI: %s. They prefer Flux queries over InfluxQL.`,
				org, b, hdrP("eu-central-1", "us-west-2", "us-east-1"), tok)
			return hdrX("influxdb-token", "memory", t, tok).hdrKeep(org, b)
		}},
		{3, func() Sample {
			a, id, sec := hdrName(), hdrAKIA(), hdrAWSSecret()
			grp := "/aws/" + hdrP("lambda/", "ecs/", "eks/") + hdrSvc()
			t := strings.Join([]string{
				hdrChatLine(a, "for the log forwarder to read "+grp+" use the cloudwatch-reader user:"),
				hdrChatLine(a, hdrP("key id ", "AWS_ACCESS_KEY_ID=", "access key: ")+id),
				hdrChatLine(a, hdrP("secret ", "AWS_SECRET_ACCESS_KEY=", "secret key: ")+sec),
			}, "\n")
			return hdrX("aws-access-key", "chat", t, id, sec).hdrKeep(grp)
		}},
		{3, func() Sample {
			a, k := hdrName(), hdrDDAPI()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"voici la clé API Datadog pour la préprod : %s",
				"ecco la API key di Datadog per lo staging: %s",
				"hier der Datadog API-Key für Staging: %s"), k))
			return hdrX("datadog-api-key", "chat", t, k).hdrKeep(a)
		}},
		{3, func() Sample {
			a, tok, folder := hdrName(), hdrGlsa(), hdrP("Deploys", "Payments", "Platform")
			t := hdrChatLine(a, hdrP("service account token for the CI annotations (Editor role on folder "+folder+"): ",
				"grafana SA token so the deploy job can post annotations: ")+tok)
			return hdrX("grafana-service-account-token", "chat", t, tok).hdrKeep(a)
		}},
	}
}
