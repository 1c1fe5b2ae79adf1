package main

import "fmt"

// Alerting integrations: Alertmanager receivers, Grafana contact points, Kibana connectors,
// on-call tools' integration URLs and keys.

func hdrAlertGens() []hdrGen {
	return []hdrGen{
		{4, func() Sample {
			h, ch := hdrSlackHook(), "#"+hdrP("alerts-", "oncall-", "sre-")+hdrEnv()
			t := fmt.Sprintf(`global:
  resolve_timeout: 5m
  slack_api_url: '%s'

route:
  receiver: slack-%s
  group_by: [alertname, cluster]

receivers:
  - name: slack-%s
    slack_configs:
      - channel: '%s'
        send_resolved: true
        title: '{{ .CommonLabels.alertname }}'`, h, hdrEnv(), hdrEnv(), ch)
			return hdrX("slack-webhook", "yaml", t, h).hdrKeep(ch)
		}},
		{4, func() Sample {
			k, sev := hdrPDKey(), hdrP("critical", "page", "sev1")
			lbl := hdrP("routing_key", "service_key")
			t := fmt.Sprintf(`receivers:
  - name: pagerduty-%s
    pagerduty_configs:
      - %s: %s
        severity: '{{ if eq .CommonLabels.severity "%s" }}critical{{ else }}warning{{ end }}'
        description: '{{ template "pd.summary" . }}'`, hdrSvc(), lbl, k, sev)
			return hdrX("pagerduty-integration-key", "yaml", t, k)
		}},
		{3, func() Sample {
			k, team := hdrUUID(), hdrP("sre", "payments-oncall", "platform", "data-infra")
			t := fmt.Sprintf(`  - name: opsgenie
    opsgenie_configs:
      - api_key: %s
        api_url: https://api.%sopsgenie.com/
        responders:
          - name: %s
            type: team
        priority: '{{ if eq .CommonLabels.severity "critical" }}P1{{ else }}P3{{ end }}'`, k, hdrP("", "eu."), team)
			return hdrX("opsgenie-api-key", "yaml", t, k).hdrKeep("name: " + team)
		}},
		{3, func() Sample {
			tok, u := rnd(alnum, hdrN(32, 48)), "https://"+hdrP("hooks.", "alert-bridge.", "incident.")+hdrDomain()+"/alertmanager"
			t := fmt.Sprintf(`  - name: incident-bridge
    webhook_configs:
      - url: %s
        send_resolved: true
        http_config:
          authorization:
            type: Bearer
            credentials: %s`, u, tok)
			return hdrX("webhook-bearer-token", "yaml", t, tok).hdrKeep(u)
		}},
		{3, func() Sample {
			tok, chat := hdrTelegram(), "-100"+hdrDigits(10)
			t := fmt.Sprintf(`  - name: telegram-%s
    telegram_configs:
      - bot_token: %s
        chat_id: %s
        parse_mode: HTML
        message: '{{ template "telegram.default.message" . }}'`, hdrEnv(), tok, chat)
			return hdrX("telegram-bot-token", "yaml", t, tok).hdrKeep(chat)
		}},
		{3, func() Sample {
			h := hdrDiscordHook()
			t := fmt.Sprintf(`  - name: discord
    discord_configs:
      - webhook_url: %s
        title: '[{{ .Status | toUpper }}] {{ .CommonLabels.alertname }}'`, h)
			return hdrX("discord-webhook", "yaml", t, h)
		}},
		{3, func() Sample {
			h := hdrTeamsHook()
			t := fmt.Sprintf(`receivers:
- name: teams-%s
  msteams_configs:
  - webhook_url: "%s"
    send_resolved: %v`, hdrP("sre", "dba", "netops"), h, hdrCoin())
			return hdrX("teams-webhook", "yaml", t, h)
		}},
		{3, func() Sample {
			tok, ch := hdrSlackBot(), hdrP("#alerts-", "#grafana-", "#")+hdrSvc()
			t := fmt.Sprintf(`apiVersion: 1
contactPoints:
  - orgId: 1
    name: %s-slack
    receivers:
      - uid: %s
        type: slack
        settings:
          recipient: "%s"
          token: %s
          username: Grafana
        disableResolveMessage: false`, hdrSvc(), hdrGrafUID(), ch, tok)
			return hdrX("slack-bot-token", "yaml", t, tok).hdrKeep(ch)
		}},
		{3, func() Sample {
			h := hdrGChatHook()
			t := fmt.Sprintf(`contactPoints:
  - orgId: 1
    name: gchat-oncall
    receivers:
      - uid: %s
        type: googlechat
        settings:
          url: %s`, hdrGrafUID(), h)
			return hdrX("google-chat-webhook", "yaml", t, h).hdrKeep("gchat-oncall")
		}},
		{3, func() Sample {
			k, uid := hdrPDKey(), hdrGrafUID()
			t := fmt.Sprintf(`{
  "uid": "%s",
  "name": "PagerDuty %s",
  "type": "pagerduty",
  "settings": {
    "integrationKey": "%s",
    "severity": "%s",
    "class": "%s"
  },
  "disableResolveMessage": false
}`, uid, hdrSvc(), k, hdrP("critical", "error", "warning"), hdrP("infra", "app", "db"))
			return hdrX("pagerduty-integration-key", "json", t, k).hdrKeep(uid)
		}},
		{3, func() Sample {
			k := hdrUUID()
			t := fmt.Sprintf(`      - uid: %s
        type: opsgenie
        settings:
          apiUrl: https://api.opsgenie.com/v2/alerts
          apiKey: %s
          autoClose: true
          sendTagsAs: tags`, hdrGrafUID(), k)
			return hdrX("opsgenie-api-key", "yaml", t, k)
		}},
		{3, func() Sample {
			h := hdrSlackHook()
			t := fmt.Sprintf(`POST kbn:/api/actions/connector
{
  "name": "%s alerts",
  "connector_type_id": ".slack",
  "secrets": {
    "webhookUrl": "%s"
  }
}`, hdrEnv(), h)
			return hdrX("slack-webhook", "http", t, h)
		}},
		{3, func() Sample {
			k, rk := hdrUUID(), hdrP("sre-primary", "db_team", "payments", "edge-oncall")
			u := "https://alert.victorops.com/integrations/generic/20131114/alert/" + k + "/" + rk
			t := fmt.Sprintf(`# Splunk On-Call REST endpoint for the %s routing key
- name: victorops
  webhook_configs:
    - url: %s
      send_resolved: true`, rk, u)
			return hdrX("victorops-webhook", "yaml", t, u).hdrKeep("Splunk On-Call REST endpoint")
		}},
		{3, func() Sample {
			u := "https://oncall-prod-" + hdrP("eu-west-0", "us-central-0", "ap-southeast-0") + ".grafana.net/oncall/integrations/v1/alertmanager/" + rnd(alnum, 25) + "/"
			t := fmt.Sprintf(`receivers:
  - name: grafana-oncall
    webhook_configs:
      - url: %s
        send_resolved: true
        max_alerts: %d`, u, pick([]int{0, 20, 100}))
			return hdrX("grafana-oncall-webhook", "yaml", t, u)
		}},
		{2, func() Sample {
			h := hdrZapierHook()
			t := fmt.Sprintf(`{
  "name": "zapier-escalation",
  "type": "webhook",
  "settings": {
    "url": "%s",
    "httpMethod": "POST"
  }
}`, h)
			return hdrX("zapier-webhook", "json", t, h)
		}},
		{3, func() Sample {
			tok := rnd(alnum+"-_", hdrN(28, 44))
			u := "https://" + hdrP("ops-bridge.", "hooks.", "alerts.") + hdrDomain() + "/datadog"
			t := fmt.Sprintf(`{
  "name": "ops-bridge",
  "url": "%s",
  "encode_as": "json",
  "custom_headers": "{\"Authorization\": \"Bearer %s\"}",
  "payload": "{\"title\": \"$EVENT_TITLE\", \"priority\": \"$ALERT_PRIORITY\"}"
}`, u, tok)
			return hdrX("webhook-bearer-token", "json", t, tok).hdrKeep(u)
		}},
	}
}
