package main

import (
	"fmt"
	"strings"
)

// Traps in talk, logs and links: ids, digests, dashboards' links, talk about keys without a
// key, public values.

func hdrTrap2Gens() []hdrGen {
	return []hdrGen{
		{6, func() Sample {
			a, b := hdrName(), hdrName()
			t := strings.Join([]string{
				hdrChatLine(a, hdrP("rotated the DD API key for ", "I rotated the Datadog key for ", "new honeycomb key for ")+hdrEnv()+hdrP(", new one is in vault", " — it's in 1Password under \"Observability / "+hdrEnv()+"\"", ", grab it from the sealed secret")),
				hdrChatLine(b, hdrP("thx, restarting the agents", "ok, I'll roll the daemonset", "👍")),
			}, "\n")
			return hdrT("trap-talk-about-key", "chat", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Hi %s,

I reset your Kibana password as requested. You'll get an e-mail with a one-time link; the new password must be at least %d characters and can't reuse your last %d passwords.

Ticket %s is closed.
%s`, hdrName(), pick([]int{12, 14, 16}), pick([]int{5, 10}), hdrTicket(), hdrName())
			return hdrT("trap-talk-about-password", "mail", t)
		}},
		{6, func() Sample {
			svc := hdrSvc()
			var lines []string
			for i := 0; i < hdrN(2, 4); i++ {
				lines = append(lines, fmt.Sprintf(`{"ts":"%s","level":"%s","service":"%s","msg":"%s","trace_id":"%s","span_id":"%s","request_id":"%s"}`,
					hdrTS(), hdrP("info", "warn", "error"), svc, hdrP("upstream timeout", "cache miss", "payment authorized", "retrying publish"), hdrTraceID(), hdrSpanID(),
					hdrP("req_"+rnd(alnum, 20), hdrUUID(), hdrULID())))
			}
			return hdrT("trap-trace-id", "log", strings.Join(lines, "\n"))
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%scurl -s https://%s.%s/healthz -H 'traceparent: 00-%s-%s-01' -H 'X-Request-ID: %s' -i | head -3
HTTP/2 200
x-trace-id: %s`, hdrPrompt(), hdrSvc(), hdrDomain(), hdrTraceID(), hdrSpanID(), hdrUUID(), hdrTraceID())
			return hdrT("trap-trace-id", "shell", t)
		}},
		{5, func() Sample {
			org, id := hdrOrg(), hdrInt(1000000000, 5999999999)
			t := fmt.Sprintf(`%s: seeing this one again after the deploy
https://%s.sentry.io/issues/%s/events/%s/?project=%s
event id %s, release %s@%s`, hdrName(), org, id, rnd(hexs, 32), hdrDigits(7), rnd(hexs, 32), hdrSvc(), hdrSHA()[:12])
			return hdrT("trap-event-id", "chat", t)
		}},
		{6, func() Sample {
			d := hdrDomain()
			t := hdrP(
				fmt.Sprintf("p99 is spiking again: https://grafana.%s/d/%s/%s?orgId=1&from=now-6h&to=now&var-env=%s&viewPanel=%d", d, hdrGrafUID(), hdrSvc()+"-latency", hdrEnv(), hdrN(2, 40)),
				fmt.Sprintf("dashboard: https://app.%s/dashboard/%s-%s-%s/%s?from_ts=%d&to_ts=%d&live=true", hdrDDSite(), rnd(lower+digits, 3), rnd(lower+digits, 3), rnd(lower+digits, 3), hdrSvc()+"-overview", 1720000000000, 1720003600000),
				fmt.Sprintf("errors in discover: https://kibana.%s/app/discover#/?_g=(filters:!(),time:(from:now-15m,to:now))&_a=(index:'%s',query:(language:kuery,query:'service.name:%s'))", d, hdrUUID(), hdrSvc()),
				fmt.Sprintf("honeycomb query: https://ui.honeycomb.io/%s/environments/%s/datasets/%s/result/%s", hdrOrg(), hdrEnv(), hdrSvc(), rnd(alnum, 11)),
			)
			return hdrT("trap-dashboard-link", "chat", t)
		}},
		{5, func() Sample {
			acct := hdrNRAccount()
			guid := hdrB64NoPad(acct + "|APM|APPLICATION|" + hdrDigits(9))
			t := fmt.Sprintf(`NR entity for %s: account %s, entity GUID %s
https://one.newrelic.com/redirect/entity/%s`, hdrSvc(), acct, guid, guid)
			return hdrT("trap-entity-guid", "notes", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Incident #%d triggered on service %s (%s)
Escalation policy: %s  |  Assigned: %s
Dedup key: %s
https://%s.pagerduty.com/incidents/Q%s`, hdrN(1000, 99999), hdrSvc(), hdrPDService(), hdrPDService(), hdrName(), rnd(hexs, 32), hdrOrg(), rnd(upper+digits, 13))
			return hdrT("trap-incident-id", "notes", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%s  opsgenie  alert created  id=%s-%s tinyId=%d alias=%s priority=P%d
%s  opsgenie  alert acked    by=%s`, hdrTS(), hdrUUID(), hdrDigits(13), hdrN(100, 99999), rnd(hexs, 40), hdrN(1, 5), hdrTS(), hdrMail())
			return hdrT("trap-alert-id", "log", t)
		}},
		{5, func() Sample {
			var rows []string
			for i := 0; i < hdrN(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s  otel/opentelemetry-collector-contrib:0.%d.%d@%s", hdrP("pulled", "verified", "cached"), hdrN(90, 125), hdrN(0, 2), hdrDigest()))
			}
			return hdrT("trap-image-digest", "log", strings.Join(rows, "\n"))
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%s  grafana-agent-linux-amd64.zip
%s  grafana-agent-linux-arm64.zip
%s  alloy-linux-amd64.zip`, rnd(hexs, 64), rnd(hexs, 64), rnd(hexs, 64))
			return hdrT("trap-checksum", "text", "SHA256SUMS\n"+t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`## Changelog – collector config

- %s fix tail_sampling policy for %s (%s)
- %s drop health check spans (%s)
- %s bump collector to 0.%d.0 (%s)`, hdrDate(), hdrSvc(), hdrSHA()[:hdrN(7, 12)], hdrDate(), hdrSHA(), hdrDate(), hdrN(95, 125), hdrSHA()[:7])
			return hdrT("trap-commit-sha", "markdown", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`# HELP build_info Build information.
# TYPE build_info gauge
build_info{service="%s",version="%d.%d.%d",revision="%s",goversion="go1.%d.%d"} 1
# HELP otelcol_exporter_sent_spans Number of spans successfully sent.
otelcol_exporter_sent_spans{exporter="otlp/%s",service_instance_id="%s"} %d`, hdrSvc(), hdrN(1, 4), hdrN(0, 30), hdrN(0, 9), hdrSHA(), hdrN(21, 24), hdrN(0, 9), hdrP("honeycomb", "tempo", "jaeger"), hdrUUID(), hdrN(1000, 99999999))
			return hdrT("trap-metrics", "prometheus", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`{
  "uid": "%s",
  "title": "%s overview",
  "version": %d,
  "panels": [
    { "type": "text", "id": 1, "options": { "content": "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\">" } },
    { "type": "stat", "id": 2, "fieldConfig": { "defaults": { "thresholds": { "steps": [ {"color": "#73BF69", "value": null}, {"color": "%s", "value": %d} ] } } } }
  ]
}`, hdrGrafUID(), hdrSvc(), hdrN(3, 90), rnd(hdrB64s, hdrN(60, 120)), hdrP("#F2495C", "#FF9830", "#FADE2A"), hdrN(80, 500))
			return hdrT("trap-base64-image", "json", t)
		}},
		{5, func() Sample {
			acct, r := hdrDigits(12), hdrP("eu-west-1", "us-east-1", "eu-central-1")
			t := fmt.Sprintf(`log group:  arn:aws:logs:%s:%s:log-group:/aws/%s/%s:*
kms key:    arn:aws:kms:%s:%s:key/%s
firehose:   arn:aws:firehose:%s:%s:deliverystream/%s-to-%s
secret:     arn:aws:secretsmanager:%s:%s:secret:observability/%s-api-key-%s`, r, acct, hdrP("lambda", "ecs", "eks"), hdrSvc(), r, acct, hdrUUID(), r, acct, hdrSvc(), hdrP("datadog", "splunk", "newrelic"), r, acct, hdrP("datadog", "newrelic"), rnd(alnum, 6))
			return hdrT("trap-arn", "notes", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`index=%s sourcetype=%s host="%s" status>=500
| stats count by uri_path, status
| where count > %d
| sort - count`, hdrP("k8s_prod", "web", "edge"), hdrP("nginx:plus:kv", "kube:container", "_json"), hdrHost(), hdrN(5, 100))
			return hdrT("trap-query", "spl", t)
		}},
		{5, func() Sample {
			var rows []string
			rows = append(rows, "monitor_id,name,owner,pd_service,slack_channel")
			for i := 0; i < hdrN(2, 4); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s %s,%s,%s,%s", hdrDigits(8), hdrSvc(), hdrP("p99 latency", "error rate", "disk", "queue depth"), hdrUser(), hdrPDService(), hdrSlackChan()))
			}
			return hdrT("trap-id-table", "csv", strings.Join(rows, "\n"))
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`| Region | OTLP endpoint | Logs intake |
|---|---|---|
| US | https://otlp.nr-data.net:4318 | https://log-api.newrelic.com/log/v1 |
| EU | https://otlp.eu01.nr-data.net:4318 | https://log-api.eu.newrelic.com/log/v1 |

Auth: header `+"`api-key`"+` with the ingest license key (from %s, never in git).
Our account id: %s.`, hdrP("Vault", "the k8s secret newrelic-license", "1Password"), hdrNRAccount())
			return hdrT("trap-endpoint-table", "markdown", t)
		}},
		{5, func() Sample {
			tk := hdrTicket()
			t := fmt.Sprintf(`%s Rotate observability credentials (quarterly)

| credential | where used | owner | last rotated |
|---|---|---|---|
| Datadog API key "k8s-%s" (…%s) | datadog-agent | %s | %s |
| Splunk HEC token "%s" | fluent-bit | %s | %s |
| PagerDuty routing key | alertmanager | %s | %s |

Values live in Vault; do not paste them in this ticket.`, tk, hdrEnv(), rnd(hexs, 4), hdrName(), hdrDate(), hdrP("edge", "k8s", "audit"), hdrName(), hdrDate(), hdrName(), hdrDate())
			return hdrT("trap-key-inventory", "ticket", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Grafana Cloud stack %s
- Prometheus: https://%s  (user %s)
- Loki: https://%s  (user %s)
- Tempo user: %s
- Password for all three: an access policy token, create one under Administration → Access policies`, hdrGrafStack(), hdrPromURL(), hdrDigits(6), hdrLokiURL(), hdrDigits(6), hdrDigits(6))
			return hdrT("trap-instance-id", "notes", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`Log archives are encrypted before they go to cold storage.
Recipient public key (safe to share): age1%s
Old archives (before %s) used ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s ops@%s`, rnd("023456789acdefghjklmnpqrstuvwxyz", 58), hdrDate(), rnd(hdrB64s, 43), hdrDomain())
			return hdrT("trap-public-key", "wiki", t)
		}},
		{5, func() Sample {
			svc, dom := hdrSvc(), hdrDomain()
			t := fmt.Sprintf(`groups:
  - name: %[1]s
    rules:
      - alert: HighErrorRate
        expr: sum(rate(http_requests_total{job="%[1]s",code=~"5.."}[5m])) / sum(rate(http_requests_total{job="%[1]s"}[5m])) > %[2]s
        for: %[3]dm
        labels:
          severity: %[4]s
        annotations:
          runbook_url: https://wiki.%[5]s/runbooks/%[1]s
          dashboard: https://grafana.%[5]s/d/%[6]s`, svc, hdrP("0.05", "0.02", "0.1"), hdrN(2, 15), hdrP("critical", "page", "warning"), dom, hdrGrafUID())
			return hdrT("trap-alert-rule", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Observability costs, %s
- Datadog: %.1f TB/day logs ingested, invoice INV-%s (PO %s)
- Grafana Cloud: %d active series, order %s
- on-call escalation phone: +%s %s %s`, hdrDate(), float64(hdrN(3, 40))/10, hdrDigits(8), hdrDigits(6), hdrN(100, 900)*1000, "GC-"+hdrDigits(7), hdrP("44", "49", "1", "351"), hdrDigits(3), hdrDigits(6))
			return hdrT("trap-order-number", "notes", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%s	info	kafkareceiver@v0.%d.0/kafka_receiver.go:%d	Starting consumer group	{"group_id": "otel-%s", "topic": "otlp_spans", "partitions": %d, "member_id": "sarama-%s"}
%s	info	memorylimiter	Memory usage is below soft limit	{"cur_mem_mib": %d}`, hdrTS(), hdrN(90, 120), hdrN(50, 400), hdrEnv(), pick([]int{6, 12, 24}), hdrUUID(), hdrTS(), hdrN(200, 1800))
			return hdrT("trap-collector-log", "log", t)
		}},
		{5, func() Sample {
			a, b := hdrName(), hdrName()
			t := strings.Join([]string{
				hdrChatLine(a, "do we need a new key for the staging collector or can it reuse prod's?"),
				hdrChatLine(b, hdrP("separate key per env please, same scopes. I'll create it and put it in the sealed secret", "new one, we never share ingest keys across envs. ping me and I'll mint it", "reuse is against the policy, open a ticket and I'll make one")),
			}, "\n")
			return hdrT("trap-talk-about-key", "chat", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`{job="%s", namespace="%s"} |= "timeout" | json | trace_id != "" | line_format "{{.trace_id}} {{.msg}}"`, hdrSvc(), hdrEnv())
			return hdrT("trap-query", "logql", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%s collector %s: exporting failed, will retry {"kind": "exporter", "name": "datadog", "error": "403 Forbidden: API key is invalid", "interval": "%ds", "request_id": "%s"}`, hdrTS(), hdrHost(), hdrN(2, 30), hdrUUID())
			return hdrT("trap-error-log", "log", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Handover %s (%s -> %s)

- Grafana break-glass admin: password is in the vault entry "grafana/%s/admin", rotated today
- PagerDuty: new payments service created (%s), integration key stored as alertmanager secret pd-payments
- Loki ingester OOM at %s, raised limits, watching it`, hdrDate(), hdrName(), hdrName(), hdrEnv(), hdrPDService(), hdrClock())
			return hdrT("trap-handover-no-secret", "notes", t)
		}},
		{5, func() Sample {
			idx := hdrP("k8s_prod", "app_logs", "edge", "security")
			t := fmt.Sprintf(`Subject: HEC token rotation for index %s on %s

Hi all,

the HEC token for index "%s" will be rotated on %s. You don't need to do anything if your forwarder reads it from the splunk-hec secret (External Secrets refreshes hourly). If you hard-coded it, please switch to the secret before then.

Thanks,
%s`, idx, hdrDate(), idx, hdrDate(), hdrName())
			return hdrT("trap-talk-about-key", "mail", t)
		}},
		{5, func() Sample {
			a, b, id := hdrName(), hdrName(), hdrTraceID()
			t := strings.Join([]string{
				hdrChatLine(a, "found this in the agent log: "+id+" is that the api key?? did we leak it"),
				hdrChatLine(b, hdrP("no, that's a trace id, look at the field name (dd.trace_id)", "nope, trace id. the key never shows up in the logs", "that's just the trace id lol")),
			}, "\n")
			return hdrT("trap-trace-id", "chat", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`Memory: user runs the observability stack for %s. Metrics in Grafana Cloud (stack %s), logs in Loki, traces in Tempo. Tokens are managed in %s; the user asked never to store them in memory. Preferred dashboards: "%s overview", "SLO burn rate".`, hdrOrg(), hdrGrafStack(), hdrP("Vault", "1Password", "AWS Secrets Manager"), hdrSvc())
			return hdrT("trap-memory-no-secret", "memory", t)
		}},
	}
}

func hdrB64NoPad(s string) string { return strings.TrimRight(hdrB64(s), "=") }
