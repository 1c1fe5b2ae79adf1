package main

import (
	"fmt"
	"strings"
)

// Traps in configs: the same collectors, agents and receivers, with every credential taken
// from an environment variable, a file, a secret store or left as a placeholder.

func hdrTrapGens() []hdrGen {
	return []hdrGen{
		{6, func() Sample {
			t := fmt.Sprintf(`exporters:
  datadog:
    api:
      site: %s
      key: ${env:DD_API_KEY}
  otlp/honeycomb:
    endpoint: api.honeycomb.io:443
    headers:
      x-honeycomb-team: ${env:%s}
service:
  telemetry:
    logs:
      level: %s`, hdrDDSite(), hdrP("HONEYCOMB_API_KEY", "HNY_KEY", "HONEYCOMB_WRITEKEY"), hdrP("info", "debug", "warn"))
			return hdrT("trap-env-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`datadog:
  apiKeyExistingSecret: %s
  appKeyExistingSecret: %s
  site: %s
  clusterName: %s
  kubelet:
    tlsVerify: false`, hdrP("datadog-secret", "dd-keys", "datadog-api"), hdrP("datadog-secret", "dd-keys", "datadog-app"), hdrDDSite(), hdrEnv()+"-"+hdrInt(1, 5))
			return hdrT("trap-secret-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`        env:
          - name: NEW_RELIC_APP_NAME
            value: %s
          - name: NEW_RELIC_LICENSE_KEY
            valueFrom:
              secretKeyRef:
                name: newrelic-license
                key: license
          - name: NEW_RELIC_DISTRIBUTED_TRACING_ENABLED
            value: "%v"
          - name: NEW_RELIC_LABELS
            value: "env:%s;team:%s"`, hdrSvc(), hdrCoin(), hdrEnv(), hdrP("sre", "payments", "search", "platform"))
			return hdrT("trap-secret-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`[OUTPUT]
    Name            es
    Match           *
    Host            %s
    Port            9200
    HTTP_User       %s
    HTTP_Passwd     ${ES_PASSWORD}
    tls             On

[OUTPUT]
    Name            datadog
    Match           audit.*
    apikey          ${DD_API_KEY}`, hdrHost(), hdrP("fluentbit", "fb_writer", "elastic"))
			return hdrT("trap-env-reference", "ini", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`[sinks.dd_logs]
type = "datadog_logs"
inputs = ["%s"]
default_api_key = "${DATADOG_API_KEY}"
site = "%s"

[sinks.hec]
type = "splunk_hec_logs"
inputs = ["%s"]
endpoint = "https://hec.%s:8088"
default_token = "${SPLUNK_HEC_TOKEN:?token must be set}"
index = "%s"`, hdrP("parse", "k8s_logs", "remap"), hdrDDSite(), hdrP("parse", "k8s_logs", "remap"), hdrDomain(), hdrP("main", "k8s_"+hdrEnv(), "edge"))
			return hdrT("trap-env-reference", "toml", t)
		}},
		{6, func() Sample {
			t := fmt.Sprintf(`receivers:
  - name: oncall
    pagerduty_configs:
      - routing_key_file: /etc/alertmanager/secrets/pd-%s
  - name: opsgenie
    opsgenie_configs:
      - api_key_file: /etc/alertmanager/secrets/opsgenie.key
        responders: [{name: %s, type: team}]
  - name: slack
    slack_configs:
      - api_url_file: /etc/alertmanager/secrets/slack-webhook
        channel: '#%s'`, hdrSvc(), hdrP("sre", "platform", "dba"), hdrP("alerts", "oncall", "incidents"))
			return hdrT("trap-secret-file", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`apiVersion: 1
datasources:
  - name: Loki
    type: loki
    url: https://%s
    basicAuth: true
    basicAuthUser: %s
    secureJsonData:
      basicAuthPassword: $__file{/etc/secrets/loki-password}
  - name: Mimir
    type: prometheus
    url: https://%s/api/prom
    secureJsonData:
      httpHeaderValue1: Bearer $__env{MIMIR_TOKEN}`, hdrLokiURL(), hdrDigits(6), hdrPromURL())
			return hdrT("trap-file-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`# .env.example for %s — copy to .env and fill in
OTEL_SERVICE_NAME=%s
DD_API_KEY=%s
DD_SITE=%s
HONEYCOMB_API_KEY=%s
GRAFANA_ADMIN_PASSWORD=changeme   # change this before the first deploy!
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX`, hdrSvc(), hdrSvc(),
				hdrP("<your-datadog-api-key>", "your_api_key_here", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<DD_API_KEY>"), hdrDDSite(), hdrP("", "<ingest key>", "CHANGE_ME"))
			return hdrT("trap-placeholder", "env", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`## Install the infrastructure agent

%s
curl -Ls https://download.newrelic.com/install/newrelic-cli/scripts/install.sh | bash && \
  sudo NEW_RELIC_API_KEY=<YOUR_USER_KEY> NEW_RELIC_ACCOUNT_ID=<YOUR_ACCOUNT_ID> %s/usr/local/bin/newrelic install%s
%s

Replace <YOUR_USER_KEY> with a key that starts with NRAK-. Never commit the real value.
Tested on %s by %s.`, "```sh", hdrP("", "NEW_RELIC_REGION=EU "), hdrP("", " -n logs-integration", " -n infrastructure-agent-installer"), "```",
				hdrP("Ubuntu 22.04", "Debian 12", "RHEL 9", "Amazon Linux 2023"), hdrName())
			return hdrT("trap-placeholder", "markdown", t)
		}},
		{6, func() Sample {
			last := rnd(hexs, 4)
			t := fmt.Sprintf(`%ssudo datadog-agent status | sed -n '/API Keys status/,/^$/p'
==================
API Keys status
==================
  API key ending with %s: API Key valid

%s`, hdrPrompt(), last, hdrP("", "Endpoints\n  https://app."+hdrDDSite()+" - API Key ending with: "+last))
			return hdrT("trap-masked", "shell", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%s	info	service@v0.%d.0/service.go:%d	Effective config:
exporters:
  otlphttp/newrelic:
    endpoint: https://otlp.nr-data.net
    headers:
      api-key: %s
  otlp/honeycomb:
    headers:
      x-honeycomb-team: %s`, hdrTS(), hdrN(90, 120), hdrN(100, 300), hdrP("[REDACTED]", "'[REDACTED]'", "\"<redacted>\""), hdrP("[REDACTED]", "'[REDACTED]'", "\"<redacted>\""))
			return hdrT("trap-masked", "log", t)
		}},
		{5, func() Sample {
			n := pick([]int{32, 40})
			t := fmt.Sprintf(`DD_API_KEY=%s
DD_APP_KEY=%s
DD_SITE=%s
DD_SERVICE=%s
DD_ENV=%s
# values masked by the CI job log`, strings.Repeat("*", n), strings.Repeat("*", 40), hdrDDSite(), hdrSvc(), hdrEnv())
			return hdrT("trap-masked", "env", t)
		}},
		{5, func() Sample {
			p, env := hdrPrompt(), hdrEnv()
			t := fmt.Sprintf(`%svault kv get -field=token secret/observability/splunk-hec/%s | pbcopy
%svault kv metadata get secret/observability/splunk-hec/%s | grep -E 'created_time|current_version'
created_time    %s
current_version %d`, p, env, p, env, hdrTS(), hdrN(2, 14))
			return hdrT("trap-vault-reference", "shell", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`env:
  DD_API_KEY: ${{ secrets.DD_API_KEY }}
  DD_SITE: %s
  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}
  GRAFANA_TOKEN: ${{ secrets.%s }}
steps:
  - run: datadog-ci junit upload --service %s ./reports`, hdrDDSite(), hdrP("GRAFANA_SA_TOKEN", "GRAFANA_CLOUD_TOKEN"), hdrSvc())
			return hdrT("trap-ci-secret-reference", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`variable "datadog_api_key" {
  type      = string
  sensitive = true
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = data.vault_generic_secret.dd.data["app_key"]
  api_url = "https://api.%s/"
}

resource "datadog_monitor" "%s" {
  name  = "%s %s"
  type  = "metric alert"
}`, hdrDDSite(), hdrP("latency", "errors", "disk"), hdrSvc(), hdrP("p95 latency", "5xx rate", "disk usage"))
			return hdrT("trap-secret-reference", "terraform", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: %s-keys
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: %s
    kind: ClusterSecretStore
  data:
    - secretKey: apiKey
      remoteRef:
        key: observability/%s
        property: api_key`, hdrP("datadog", "dynatrace", "newrelic", "coralogix"), hdrP("vault-backend", "aws-sm", "gcp-sm"), hdrEnv())
			return hdrT("trap-secret-reference", "yaml", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`filebeat.inputs:
  - type: filestream
    id: %s
    paths: [/var/log/%s/*.log]

cloud.id: "%s"
cloud.auth: "${ES_USERNAME}:${ES_PASSWORD}"`, hdrSvc(), hdrSvc(), hdrP("obs-prod", "logging", "main-es")+":"+hdrB64(hdrP("europe-west1.gcp.cloud.es.io", "us-east-1.aws.found.io")+"$"+rnd(hexs, 32)+"$"+rnd(hexs, 32)))
			return hdrT("trap-cloud-id", "yaml", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`import { datadogRum } from '@datadog/browser-rum';

datadogRum.init({
  applicationId: '%s',
  clientToken: '%s',
  site: '%s',
  service: '%s',
  env: '%s',
  sessionSampleRate: %d,
  trackUserInteractions: true,
});`, hdrUUID(), hdrRUMClient(), hdrDDSite(), hdrSvc()+"-web", hdrEnv(), pick([]int{10, 20, 50, 100}))
			return hdrT("trap-public-client-token", "javascript", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`[security]
admin_user = admin
admin_password = $__env{GF_SECURITY_ADMIN_PASSWORD}
secret_key = $__file{/run/secrets/grafana_secret_key}

[auth.generic_oauth]
client_id = %s
client_secret = $__env{OAUTH_CLIENT_SECRET}`, hdrP("grafana-", "obs-")+rnd(lower+digits, 8))
			return hdrT("trap-env-reference", "ini", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`curl -X POST https://events.pagerduty.com/v2/enqueue \
  -H 'Content-Type: application/json' \
  -d "{\"routing_key\": \"$PD_ROUTING_KEY\", \"event_action\": \"trigger\", \"payload\": {\"summary\": \"%s disk full\", \"source\": \"%s\", \"severity\": \"%s\"}}"`, hdrHost(), hdrHost(), hdrP("critical", "warning"))
			return hdrT("trap-env-reference", "shell", t)
		}},
		{5, func() Sample {
			t := fmt.Sprintf(`%scurl -k https://hec.%s:8088/services/collector/event -H "Authorization: Splunk $HEC_TOKEN" -d '{"event":"ping"}'
{"text":"Invalid token","code":4}
%secho ${#HEC_TOKEN}
0`, hdrPrompt(), hdrDomain(), hdrPrompt())
			return hdrT("trap-env-reference", "shell", t)
		}},
		{4, func() Sample {
			t := fmt.Sprintf(`# Sumo Logic HTTP source (template, owner %s)
sumo_url: "https://endpoint%d.collection.%s.sumologic.com/receiver/v1/http/<UNIQUE_HTTP_COLLECTOR_CODE>"
discord_webhook: "https://discord.com/api/webhooks/<id>/<token>"
pagerduty_routing_key: "<32-char integration key>"
service: %s`, hdrName(), hdrN(1, 4), hdrP("us2", "eu", "au"), hdrSvc())
			return hdrT("trap-placeholder", "yaml", t)
		}},
	}
}
