package main

import "fmt"

// Collector and agent configs with vendors' keys: OpenTelemetry collector, Datadog agent,
// Fluent Bit, Vector, Logstash, Filebeat, Telegraf, Promtail, Prometheus, Grafana.

func hdrCfgGens() []hdrGen {
	return []hdrGen{
		{4, func() Sample {
			k, site := hdrDDAPI(), hdrDDSite()
			t := fmt.Sprintf(`receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
processors:
  batch:
    timeout: %ds
exporters:
  datadog:
    api:
      site: %s
      key: %s
    traces:
      span_name_as_resource_name: true
service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [datadog]`, hdrN(1, 10), site, k)
			return hdrX("datadog-api-key", "yaml", t, k).hdrKeep(site)
		}},
		{4, func() Sample {
			k, ds := hdrHoney(), hdrSvc()
			t := fmt.Sprintf(`exporters:
  otlp/honeycomb:
    endpoint: "api.%s:443"
    headers:
      "x-honeycomb-team": "%s"
      "x-honeycomb-dataset": "%s"
  debug:
    verbosity: %s`, hdrP("honeycomb.io", "eu1.honeycomb.io"), k, ds, hdrP("basic", "normal", "detailed"))
			return hdrX("honeycomb-api-key", "yaml", t, k).hdrKeep(ds)
		}},
		{3, func() Sample {
			k := hdrNRLicense()
			t := fmt.Sprintf(`# %s: ship to New Relic (%s region)
exporters:
  otlphttp/newrelic:
    endpoint: %s
    headers:
      api-key: %s
    compression: gzip`, hdrName(), hdrP("US", "EU"), hdrP("https://otlp.nr-data.net", "https://otlp.eu01.nr-data.net"), k)
			return hdrX("newrelic-license-key", "yaml", t, k).hdrKeep("otlphttp/newrelic")
		}},
		{3, func() Sample {
			inst, tok := hdrDigits(6), hdrGlc()
			b := hdrB64(inst + ":" + tok)
			t := fmt.Sprintf(`exporters:
  otlphttp/grafana_cloud:
    endpoint: https://otlp-gateway-%s.grafana.net/otlp
    headers:
      Authorization: "Basic %s"
`, hdrP("prod-eu-west-2", "prod-us-central-0", "prod-gb-south-0"), b)
			return hdrX("grafana-cloud-basic-auth", "yaml", t, b).hdrKeep("otlphttp/grafana_cloud")
		}},
		{3, func() Sample {
			inst, tok := hdrDigits(6), hdrGlc()
			t := fmt.Sprintf(`extensions:
  basicauth/grafana_cloud:
    client_auth:
      username: "%s"
      password: "%s"

exporters:
  prometheusremotewrite:
    endpoint: https://%s/api/prom/push
    auth:
      authenticator: basicauth/grafana_cloud`, inst, tok, hdrPromURL())
			return hdrX("grafana-cloud-token", "yaml", t, tok).hdrKeep(inst)
		}},
		{4, func() Sample {
			k, h := hdrDDAPI(), hdrHost()
			t := fmt.Sprintf(`## datadog.yaml on %s
api_key: %s
site: %s
hostname: %s
tags:
  - env:%s
  - team:%s
logs_enabled: true
apm_config:
  enabled: true`, h, k, hdrDDSite(), h, hdrEnv(), hdrP("sre", "platform", "payments", "search"))
			return hdrX("datadog-api-key", "yaml", t, k).hdrKeep(h)
		}},
		{3, func() Sample {
			k, svc := hdrDDAPI(), hdrSvc()
			t := fmt.Sprintf(`[INPUT]
    Name              tail
    Path              /var/log/containers/%s-*.log
    Tag               kube.*

[OUTPUT]
    Name              datadog
    Match             kube.*
    Host              http-intake.logs.%s
    TLS               on
    compress          gzip
    apikey            %s
    dd_service        %s
    dd_source         %s`, svc, hdrDDSite(), k, svc, hdrP("nodejs", "python", "java", "go"))
			return hdrX("datadog-api-key", "ini", t, k).hdrKeep(svc)
		}},
		{4, func() Sample {
			u, pw, h := hdrP("fluentbit", "fb_writer", "logs_ingest", "elastic"), hdrPw(), hdrHost()
			t := fmt.Sprintf(`[OUTPUT]
    Name            es
    Match           app.*
    Host            %s
    Port            9200
    HTTP_User       %s
    HTTP_Passwd     %s
    tls             On
    Logstash_Format On
    Logstash_Prefix %s`, h, u, pw, hdrSvc())
			return hdrX("elasticsearch-password", "ini", t, pw).hdrKeep(h, "HTTP_User       "+u)
		}},
		{3, func() Sample {
			tok := hdrCase(hdrUUID())
			t := fmt.Sprintf(`[OUTPUT]
    Name          splunk
    Match         *
    Host          %s
    Port          8088
    Splunk_Token  %s
    TLS           On
    TLS.Verify    %s
    event_index   %s`, hdrP("hec.splunk.", "splunk-hec.")+hdrDomain(), tok, hdrP("On", "Off"), hdrP("k8s_logs", "app_prod", "main"))
			return hdrX("splunk-hec-token", "ini", t, tok)
		}},
		{3, func() Sample {
			k := hdrNRLicense()
			t := fmt.Sprintf(`[OUTPUT]
    Name        newrelic
    Match       *
    licenseKey  %s
    endpoint    https://log-api.%snewrelic.com/log/v1`, k, hdrP("", "eu."))
			return hdrX("newrelic-license-key", "ini", t, k)
		}},
		{3, func() Sample {
			u, tok := hdrDigits(6), hdrGlc()
			t := fmt.Sprintf(`[OUTPUT]
    name        loki
    match       *
    host        %s
    port        443
    tls         on
    http_user   %s
    http_passwd %s
    labels      job=fluent-bit, env=%s`, hdrLokiURL(), u, tok, hdrEnv())
			return hdrX("grafana-cloud-token", "ini", t, tok).hdrKeep("http_user   " + u)
		}},
		{3, func() Sample {
			k := hdrDDAPI()
			t := fmt.Sprintf(`[sources.app_logs]
type = "file"
include = ["/var/log/%s/*.log"]

[sinks.datadog]
type = "datadog_logs"
inputs = ["app_logs"]
default_api_key = "%s"
site = "%s"
compression = "gzip"`, hdrSvc(), k, hdrDDSite())
			return hdrX("datadog-api-key", "toml", t, k).hdrKeep(`inputs = ["app_logs"]`)
		}},
		{3, func() Sample {
			tok := hdrCase(hdrUUID())
			t := fmt.Sprintf(`[sinks.splunk]
type = "splunk_hec_logs"
inputs = ["parse_json"]
endpoint = "https://%s:8088"
default_token = "%s"
index = "%s"
encoding.codec = "json"`, hdrP("splunk-hec.", "hec.")+hdrDomain(), tok, hdrP("main", "k8s", "edge_logs"))
			return hdrX("splunk-hec-token", "toml", t, tok)
		}},
		{3, func() Sample {
			u, pw := hdrP("vector", "vector_writer", "ingest"), hdrPw()
			t := fmt.Sprintf(`[sinks.es]
type = "elasticsearch"
inputs = ["remap_nginx"]
endpoints = ["https://%s:9200"]
bulk.index = "nginx-%%Y.%%m.%%d"
auth.strategy = "basic"
auth.user = "%s"
auth.password = "%s"`, hdrHost(), u, pw)
			return hdrX("elasticsearch-password", "toml", t, pw).hdrKeep(`auth.user = "` + u + `"`)
		}},
		{3, func() Sample {
			tok, ds := hdrAxiom(), hdrP("vector-logs", "k8s", "edge", "http-access")
			t := fmt.Sprintf(`[sinks.axiom]
type = "axiom"
inputs = ["k8s_logs"]
token = "%s"
dataset = "%s"`, tok, ds)
			return hdrX("axiom-token", "toml", t, tok).hdrKeep(ds)
		}},
		{3, func() Sample {
			u, pw, h := hdrP("logstash_internal", "logstash_writer", "ls_ingest"), hdrPw(), hdrHost()
			t := fmt.Sprintf(`output {
  elasticsearch {
    hosts => ["https://%s:9200"]
    user => "%s"
    password => "%s"
    index => "%s-%%{+YYYY.MM.dd}"
    ssl_certificate_authorities => ["/etc/logstash/certs/ca.crt"]
  }
}`, h, u, pw, hdrSvc())
			return hdrX("elasticsearch-password", "config", t, pw).hdrKeep(h, u)
		}},
		{3, func() Sample {
			pw := hdrPw()
			cid := hdrP("obs-prod", "logging", "main-es") + ":" + hdrB64(hdrP("europe-west1.gcp.cloud.es.io", "us-east-1.aws.found.io")+"$"+rnd(hexs, 32)+"$"+rnd(hexs, 32))
			t := fmt.Sprintf(`filebeat.inputs:
  - type: filestream
    id: %s-logs
    paths:
      - /var/log/%s/*.log

cloud.id: "%s"
cloud.auth: "elastic:%s"`, hdrSvc(), hdrSvc(), cid, pw)
			return hdrX("elastic-cloud-password", "yaml", t, pw).hdrKeep(cid)
		}},
		{3, func() Sample {
			id, key, _ := hdrElasticKey()
			t := fmt.Sprintf(`output.elasticsearch:
  hosts: ["https://%s:9200"]
  api_key: "%s:%s"
  ssl.verification_mode: %s`, hdrHost(), id, key, hdrP("full", "certificate"))
			return hdrX("elastic-api-key", "yaml", t, key).hdrKeep(id)
		}},
		{4, func() Sample {
			tok, org, bucket := hdrInflux(), hdrOrg(), hdrP("telegraf", "metrics", "infra_"+hdrEnv())
			t := fmt.Sprintf(`[agent]
  interval = "%ds"
  flush_interval = "10s"

[[outputs.influxdb_v2]]
  urls = ["http://%s:8086"]
  token = "%s"
  organization = "%s"
  bucket = "%s"

[[inputs.cpu]]
  percpu = true`, pick([]int{10, 15, 30, 60}), hdrHost(), tok, org, bucket)
			return hdrX("influxdb-token", "toml", t, tok).hdrKeep(`organization = "`+org+`"`, bucket)
		}},
		{3, func() Sample {
			u, tok := hdrDigits(6), hdrGlc()
			t := fmt.Sprintf(`server:
  http_listen_port: 9080
positions:
  filename: /tmp/positions.yaml
clients:
  - url: https://%s:%s@%s/loki/api/v1/push
scrape_configs:
  - job_name: system
    static_configs:
      - targets: [localhost]
        labels:
          job: varlogs
          __path__: /var/log/*log`, u, tok, hdrLokiURL())
			return hdrX("grafana-cloud-token", "yaml", t, tok).hdrKeep(u)
		}},
		{4, func() Sample {
			u, pw := hdrP("prom-writer", "metrics_push", hdrDigits(6)), hdrPw()
			t := fmt.Sprintf(`global:
  scrape_interval: %ds
  external_labels:
    cluster: %s

remote_write:
  - url: https://%s/api/v1/write
    basic_auth:
      username: %s
      password: "%s"
    queue_config:
      max_samples_per_send: %d`, pick([]int{15, 30, 60}), hdrEnv()+"-"+hdrInt(1, 5), hdrP("mimir.", "thanos-receive.", "vm.")+hdrDomain(), u, pw, pick([]int{500, 1000, 2000}))
			return hdrX("prometheus-remote-write-password", "yaml", t, pw).hdrKeep("username: " + u)
		}},
		{3, func() Sample {
			pw, tok := hdrPw(), hdrGlsa()
			t := fmt.Sprintf(`apiVersion: 1
datasources:
  - name: Loki-%s
    type: loki
    url: https://loki.%s
    basicAuth: true
    basicAuthUser: %s
    secureJsonData:
      basicAuthPassword: %s
  - name: Tempo
    type: tempo
    url: https://tempo.%s
    jsonData:
      httpHeaderName1: Authorization
    secureJsonData:
      httpHeaderValue1: "Bearer %s"`, hdrEnv(), hdrDomain(), hdrP("grafana", "reader", "loki-ro"), pw, hdrDomain(), tok)
			return hdrX("grafana-datasource-password", "yaml", t, pw, tok)
		}},
		{3, func() Sample {
			pw, sk := hdrPwURL(), rnd(alnum, hdrN(16, 32))
			t := fmt.Sprintf(`[server]
root_url = https://grafana.%s/
http_port = 3000

[security]
admin_user = %s
admin_password = %s
secret_key = %s
cookie_secure = true`, hdrDomain(), hdrP("admin", "grafana-admin", "ops"), pw, sk)
			return hdrX("grafana-admin-password", "ini", t, pw, sk)
		}},
		{3, func() Sample {
			cid, sec := hdrP("grafana-", "obs-")+rnd(lower+digits, 8), rnd(alnum+"-_~", hdrN(32, 40))
			t := fmt.Sprintf(`[auth.generic_oauth]
enabled = true
name = %s
client_id = %s
client_secret = %s
scopes = openid email profile groups
auth_url = https://sso.%s/oauth2/authorize
role_attribute_path = contains(groups[*], 'sre') && 'Admin' || 'Viewer'`, hdrP("Keycloak", "Okta", "Authentik"), cid, sec, hdrDomain())
			return hdrX("oauth-client-secret", "ini", t, sec).hdrKeep(cid)
		}},
	}
}
