package main

import (
	"fmt"
	"strings"
)

// Shell sessions against vendors' APIs and ingest endpoints, with their output.

// hdrCurPrompt is the shell prompt of the sample being generated (one per sample).
var hdrCurPrompt string

func hdrPrompt() string {
	if hdrCurPrompt == "" {
		hdrCurPrompt = hdrP("$ ", "❯ ", hdrUser()+"@"+hdrP("bastion", "ops-box", "laptop", "jump-01")+":~$ ", "# ")
	}
	return hdrCurPrompt
}

func hdrShellGens() []hdrGen {
	return []hdrGen{
		{4, func() Sample {
			k, site := hdrDDAPI(), hdrDDSite()
			t := fmt.Sprintf(`%scurl -s -X GET "https://api.%s/api/v1/validate" \
    -H "Accept: application/json" \
    -H "DD-API-KEY: %s"
{"valid":true}`, hdrPrompt(), site, k)
			return hdrX("datadog-api-key", "shell", t, k).hdrKeep(site)
		}},
		{3, func() Sample {
			k, a := hdrDDAPI(), hdrDDApp()
			t := fmt.Sprintf(`%scurl -s "https://api.%s/api/v1/monitor?group_states=alert" \
  -H "DD-API-KEY: %s" \
  -H "DD-APPLICATION-KEY: %s" | jq '.[].name'
"[%s] %s p99 latency"
"[%s] disk usage > 90%%"`, hdrPrompt(), hdrDDSite(), k, a, hdrEnv(), hdrSvc(), hdrEnv())
			return hdrX("datadog-app-key", "shell", t, k, a)
		}},
		{3, func() Sample {
			k, svc := hdrHoney(), hdrSvc()
			t := fmt.Sprintf(`%sexport HONEYCOMB_API_KEY=%s
%sexport OTEL_SERVICE_NAME=%s
%sotel-cli exec --endpoint https://api.honeycomb.io --otlp-headers "x-honeycomb-team=$HONEYCOMB_API_KEY" --name smoke-test -- ./smoke.sh
smoke ok in %dms`, hdrPrompt(), k, hdrPrompt(), svc, hdrPrompt(), hdrN(80, 900))
			return hdrX("honeycomb-api-key", "shell", t, k).hdrKeep(svc)
		}},
		{3, func() Sample {
			k := hdrDDAPI()
			t := fmt.Sprintf(`docker run -d --name dd-agent \
  -e DD_API_KEY=%s \
  -e DD_SITE="%s" \
  -e DD_LOGS_ENABLED=true \
  -v /var/run/docker.sock:/var/run/docker.sock:ro \
  -v /proc/:/host/proc/:ro \
  gcr.io/datadoghq/agent:7`, k, hdrDDSite())
			return hdrX("datadog-api-key", "shell", t, k).hdrKeep("dd-agent")
		}},
		{3, func() Sample {
			k, cl := hdrDDAPI(), hdrEnv()+"-"+hdrInt(1, 4)
			t := fmt.Sprintf(`helm upgrade --install datadog-agent datadog/datadog -n datadog --create-namespace \
  --set datadog.apiKey=%s \
  --set datadog.site=%s \
  --set datadog.clusterName=%s`, k, hdrDDSite(), cl)
			return hdrX("datadog-api-key", "shell", t, k).hdrKeep(cl)
		}},
		{3, func() Sample {
			k, ns := hdrNRLicense(), hdrP("newrelic", "observability", "monitoring")
			t := fmt.Sprintf(`%skubectl -n %s create secret generic newrelic-license --from-literal=license=%s
secret/newrelic-license created`, hdrPrompt(), ns, k)
			return hdrX("newrelic-license-key", "shell", t, k).hdrKeep("secret/newrelic-license created")
		}},
		{3, func() Sample {
			tok, h := hdrCase(hdrUUID()), "hec."+hdrDomain()
			t := fmt.Sprintf(`%scurl -k https://%s:8088/services/collector/event \
  -H "Authorization: Splunk %s" \
  -d '{"event": "hello from %s", "sourcetype": "manual", "index": "%s"}'
{"text":"Success","code":0}`, hdrPrompt(), h, tok, hdrHost(), hdrP("main", "sandbox", "test"))
			return hdrX("splunk-hec-token", "shell", t, tok).hdrKeep(h)
		}},
		{3, func() Sample {
			tok, id, org, env := hdrInflux(), rnd(hexs, 16), hdrOrg(), hdrEnv()
			t := fmt.Sprintf(`%sinflux auth create --org %s --description "telegraf %s" --write-bucket %s
ID			Description		Token												User Name	User ID			Permissions
%s	telegraf %s		%s	%s		%s	[write:orgs/%s/buckets/%s]`,
				hdrPrompt(), org, env, rnd(hexs, 16), id, env, tok, hdrUser(), rnd(hexs, 16), rnd(hexs, 16), rnd(hexs, 16))
			return hdrX("influxdb-token", "shell", t, tok).hdrKeep(id)
		}},
		{3, func() Sample {
			pw := hdrPw()
			t := fmt.Sprintf(`%ssudo grafana cli admin reset-admin-password '%s'
INFO [%s] Starting Grafana                    logger=settings version=%s
Admin password changed successfully ✔`, hdrPrompt(), pw, hdrDate(), "1"+hdrP("0", "1")+"."+hdrInt(0, 5)+"."+hdrInt(0, 9))
			return hdrX("grafana-admin-password", "shell", t, pw)
		}},
		{3, func() Sample {
			k, svc := hdrPDKey(), hdrSvc()
			t := fmt.Sprintf(`curl -X POST https://events.pagerduty.com/v2/enqueue \
  -H 'Content-Type: application/json' \
  -d '{
    "routing_key": "%s",
    "event_action": "trigger",
    "payload": {"summary": "TEST %s synthetic check failing", "source": "%s", "severity": "info"}
  }'
{"status":"success","message":"Event processed","dedup_key":"%s"}`, k, svc, hdrHost(), rnd(hexs, 32))
			return hdrX("pagerduty-integration-key", "shell", t, k).hdrKeep(svc)
		}},
		{3, func() Sample {
			pw, h := hdrPw(), hdrHost()
			t := fmt.Sprintf(`%scurl -s -u 'elastic:%s' "https://%s:9200/_cat/indices/logs-*?v&s=index"
health status index                     pri rep docs.count store.size
green  open   logs-%s-%s          1   1    %d     %dmb
yellow open   logs-%s-%s          1   1    %d     %dmb`, hdrPrompt(), pw, h, hdrSvc(), hdrDate(), hdrN(10000, 999999), hdrN(10, 900), hdrSvc(), hdrDate(), hdrN(10000, 999999), hdrN(10, 900))
			return hdrX("elasticsearch-password", "shell", t, pw).hdrKeep(h)
		}},
		{3, func() Sample {
			id, key, enc := hdrElasticKey()
			name := hdrP("filebeat-", "otel-", "vector-") + hdrEnv()
			t := fmt.Sprintf(`POST /_security/api_key
{ "name": "%s", "expiration": "%dd" }

{
  "id" : "%s",
  "name" : "%s",
  "expiration" : %d,
  "api_key" : "%s",
  "encoded" : "%s"
}`, name, pick([]int{30, 90, 365}), id, name, 1760000000000+rng.Int64N(90000000000), key, enc)
			return hdrX("elastic-api-key", "http", t, key, enc).hdrKeep(`"id" : "` + id + `"`)
		}},
		{3, func() Sample {
			u, tok := hdrDigits(6), hdrGlc()
			t := fmt.Sprintf(`%scurl -u "%s:%s" -H "Content-Type: application/json" \
  https://%s/loki/api/v1/push \
  --data-raw '{"streams":[{"stream":{"job":"manual"},"values":[["%d","test line"]]}]}'
%s`, hdrPrompt(), u, tok, hdrLokiURL(), 1710000000000000000+rng.Int64N(90000000000000000), hdrPrompt())
			return hdrX("grafana-cloud-token", "shell", t, tok).hdrKeep(u)
		}},
		{3, func() Sample {
			k, acct := hdrNRInsert(), hdrNRAccount()
			t := fmt.Sprintf(`echo '[{"eventType":"DeployMarker","service":"%s","version":"%s"}]' | gzip -c | \
curl -X POST -H "Content-Type: application/json" -H "X-Insert-Key: %s" -H "Content-Encoding: gzip" \
  https://insights-collector.newrelic.com/v1/accounts/%s/events --data-binary @-
{"success":true, "uuid":"%s"}`, hdrSvc(), "v"+hdrInt(1, 9)+"."+hdrInt(0, 40), k, acct, hdrUUID())
			return hdrX("newrelic-insert-key", "shell", t, k).hdrKeep(acct)
		}},
		{3, func() Sample {
			k := hdrNRUser()
			t := fmt.Sprintf(`curl https://api.newrelic.com/graphql \
  -H 'Content-Type: application/json' \
  -H 'API-Key: %s' \
  -d '{"query":"{ actor { user { name email } } }"}'`, k)
			return hdrX("newrelic-user-key", "shell", t, k)
		}},
		{3, func() Sample {
			u := hdrSumoURL()
			t := fmt.Sprintf(`# backfill yesterday's nginx logs into Sumo
%sgzip -c /var/log/nginx/access.log.1 | curl -s -X POST -H 'Content-Encoding: gzip' -H 'X-Sumo-Category: %s/nginx' --data-binary @- '%s'`, hdrPrompt(), hdrEnv(), u)
			return hdrX("sumologic-http-source", "shell", t, u)
		}},
		{3, func() Sample {
			h := hdrSlackHook()
			t := fmt.Sprintf(`%scurl -X POST -H 'Content-type: application/json' --data '{"text":"test from alertmanager on %s"}' %s
ok`, hdrPrompt(), hdrHost(), h)
			return hdrX("slack-webhook", "shell", t, h)
		}},
		{3, func() Sample {
			tok := hdrTelegram()
			t := fmt.Sprintf(`%s level=error component=dispatcher receiver=telegram integration=telegram[0] msg="Notify for alerts failed" err="Post \"https://api.telegram.org/bot%s/sendMessage\": context deadline exceeded"`, hdrTS(), tok)
			return hdrX("telegram-bot-token", "log", t, tok).hdrKeep("receiver=telegram")
		}},
		{3, func() Sample {
			pw, u, h := hdrPwURL(), hdrP("logstash_writer", "ingest"), hdrHost()
			t := fmt.Sprintf(`[%s][INFO ][logstash.outputs.elasticsearch][main] Elasticsearch pool URLs updated {:changes=>{:removed=>[], :added=>[https://%s:%s@%s:9200/]}}
[%s][WARN ][logstash.outputs.elasticsearch][main] Restored connection to ES instance {:url=>"https://%s:9200/"}`, hdrTS(), u, pw, h, hdrTS(), h)
			return hdrX("elasticsearch-password", "log", t, pw).hdrKeep(h)
		}},
		{3, func() Sample {
			tok := hdrAxiom()
			t := fmt.Sprintf(`%s	debug	otlphttpexporter/otlp.go:%d	Preparing to make HTTP request	{"kind": "exporter", "data_type": "logs", "url": "https://api.axiom.co/v1/logs", "headers": {"Authorization": ["Bearer %s"], "X-Axiom-Dataset": ["%s"]}}`, hdrTS(), hdrN(100, 300), tok, hdrP("otel-logs", "k8s"))
			return hdrX("axiom-token", "log", t, tok)
		}},
		{3, func() Sample {
			k := hdrGlsa()
			t := fmt.Sprintf(`%sexport GRAFANA_URL=https://grafana.%s
%sexport GRAFANA_TOKEN=%s
%scurl -s -H "Authorization: Bearer $GRAFANA_TOKEN" "$GRAFANA_URL/api/search?type=dash-db" | jq length
%d`, hdrPrompt(), hdrDomain(), hdrPrompt(), k, hdrPrompt(), hdrN(10, 300))
			return hdrX("grafana-service-account-token", "shell", t, k)
		}},
		{2, func() Sample {
			k := hdrDDAPI()
			t := fmt.Sprintf(`%s$env:DD_API_KEY = "%s"
%s$env:DD_SITE = "%s"
%sStart-Process -Wait msiexec -ArgumentList '/qn /i datadog-agent-7-latest.amd64.msi APIKEY="%s"'`, "PS C:\\> ", k, "PS C:\\> ", hdrDDSite(), "PS C:\\> ", k)
			return hdrX("datadog-api-key", "powershell", t, k)
		}},
		{2, func() Sample {
			tok := hdrBearerAPI()
			t := fmt.Sprintf(`%scurl -sG -H "Authorization: Bearer %s" https://prometheus.%s/api/v1/query --data-urlencode 'query=sum(rate(http_requests_total{job="%s"}[5m]))'
{"status":"success","data":{"resultType":"vector","result":[{"metric":{},"value":[%d.%d,"%d.%d"]}]}}`, hdrPrompt(), tok, hdrDomain(), hdrSvc(), 1720000000+hdrN(0, 9000000), hdrN(100, 999), hdrN(1, 900), hdrN(0, 99))
			return hdrX("prometheus-bearer-token", "shell", t, tok)
		}},
	}
}

// hdrBearerAPI is an opaque API bearer token as proxies in front of Prometheus issue them.
func hdrBearerAPI() string {
	switch rng.IntN(3) {
	case 0:
		return hdrJWT(hdrP("grafana", "ci-bot", "prom-reader"))
	case 1:
		return strings.ToLower(rnd(alnum, 40))
	}
	return rnd(b64url, 43)
}
