package main

import (
	"fmt"
	"strings"
)

// More configs: .env files, Helm values, Kubernetes secrets, compose files, app logging
// settings and cloud log services' credentials.

func hdrCfg2Gens() []hdrGen {
	return []hdrGen{
		{4, func() Sample {
			k, a, site := hdrDDAPI(), hdrDDApp(), hdrDDSite()
			t := fmt.Sprintf(`# %s observability
DD_SITE=%s
DD_API_KEY=%s
DD_APP_KEY=%s
DD_ENV=%s
DD_SERVICE=%s
DD_LOGS_INJECTION=true`, hdrSvc(), site, k, a, hdrEnv(), hdrSvc())
			return hdrX("datadog-api-key", "env", t, k, a).hdrKeep("DD_SITE=" + site)
		}},
		{3, func() Sample {
			k, svc := hdrHoney(), hdrSvc()
			t := fmt.Sprintf(`OTEL_SERVICE_NAME=%s
OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io
OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=%s
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=%s`, svc, k, hdrP("0.1", "0.25", "1.0", "0.05"))
			return hdrX("honeycomb-api-key", "env", t, k).hdrKeep("OTEL_SERVICE_NAME=" + svc)
		}},
		{3, func() Sample {
			k, a, cl := hdrDDAPI(), hdrDDApp(), hdrEnv()+"-"+hdrP("gke", "eks", "aks")+"-"+hdrInt(1, 9)
			t := fmt.Sprintf(`datadog:
  apiKey: %s
  appKey: %s
  site: %s
  clusterName: %s
  logs:
    enabled: true
    containerCollectAll: true
clusterAgent:
  enabled: true
  replicas: 2`, k, a, hdrDDSite(), cl)
			return hdrX("datadog-api-key", "yaml", t, k, a).hdrKeep(cl)
		}},
		{3, func() Sample {
			k, cl := hdrNRLicense(), hdrEnv()+"-cluster"
			t := fmt.Sprintf(`# helm upgrade --install newrelic-bundle newrelic/nri-bundle -f values.yaml
global:
  licenseKey: %s
  cluster: %s
  lowDataMode: %v
newrelic-infrastructure:
  privileged: true
nri-kube-events:
  enabled: true`, k, cl, hdrCoin())
			return hdrX("newrelic-license-key", "yaml", t, k).hdrKeep(cl)
		}},
		{3, func() Sample {
			tok := hdrDyna()
			t := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: dynakube
  namespace: dynatrace
type: Opaque
stringData:
  apiToken: "%s"`, tok)
			return hdrX("dynatrace-token", "yaml", t, tok).hdrKeep("name: dynakube")
		}},
		{3, func() Sample {
			tok := hdrDyna()
			t := fmt.Sprintf(`exporters:
  otlphttp:
    endpoint: https://%s.live.dynatrace.com/api/v2/otlp
    headers:
      Authorization: "Api-Token %s"`, rnd(lower, 3)+rnd(digits, 5), tok)
			return hdrX("dynatrace-token", "yaml", t, tok)
		}},
		{3, func() Sample {
			s, lz := hdrSentry(), hdrLogz()
			t := fmt.Sprintf(`services:
  web:
    image: %s/web:%s
    environment:
      - NODE_ENV=production
      - SENTRY_ORG=%s
      - SENTRY_AUTH_TOKEN=%s
  log-shipper:
    image: logzio/docker-collector-logs
    environment:
      - LOGZIO_TOKEN=%s
      - LOGZIO_REGION=%s`, hdrOrg(), "1."+hdrInt(0, 30)+"."+hdrInt(0, 9), hdrOrg(), s, lz, hdrP("eu", "us", "uk"))
			return hdrX("sentry-auth-token", "yaml", t, s, lz)
		}},
		{3, func() Sample {
			tok, url := hdrAPMToken(), "https://apm."+hdrDomain()+":8200"
			t := fmt.Sprintf(`ELASTIC_APM_SERVICE_NAME=%s
ELASTIC_APM_SERVER_URL=%s
ELASTIC_APM_SECRET_TOKEN=%s
ELASTIC_APM_ENVIRONMENT=%s`, hdrSvc(), url, tok, hdrEnv())
			return hdrX("elastic-apm-secret-token", "env", t, tok).hdrKeep(url)
		}},
		{3, func() Sample {
			k := rnd(alnum, 20)
			t := fmt.Sprintf(`{
  "Serilog": {
    "MinimumLevel": "Information",
    "WriteTo": [
      { "Name": "Console" },
      {
        "Name": "Seq",
        "Args": {
          "serverUrl": "https://seq.%s",
          "apiKey": "%s"
        }
      }
    ]
  }
}`, hdrDomain(), k)
			return hdrX("seq-api-key", "json", t, k)
		}},
		{3, func() Sample {
			k := hdrDDAPI()
			t := fmt.Sprintf(`{
  "Serilog": {
    "Using": [ "Serilog.Sinks.Datadog.Logs" ],
    "WriteTo": [{
      "Name": "DatadogLogs",
      "Args": {
        "apiKey": "%s",
        "source": "csharp",
        "service": "%s",
        "host": "%s"
      }
    }]
  }
}`, k, hdrSvc(), hdrHost())
			return hdrX("datadog-api-key", "json", t, k)
		}},
		{3, func() Sample {
			tok := hdrUUID()
			t := fmt.Sprintf(`version: 1
handlers:
  console:
    class: logging.StreamHandler
  loggly:
    class: loggly.handlers.HTTPSHandler
    formatter: json
    url: https://logs-01.loggly.com/inputs/%s/tag/%s/
root:
  level: INFO
  handlers: [console, loggly]`, tok, hdrP("python", "django", hdrSvc()))
			return hdrX("loggly-token", "yaml", t, tok)
		}},
		{3, func() Sample {
			k := hdrCoralogix()
			t := fmt.Sprintf(`global:
  domain: "%s"
  clusterName: "%s"
opentelemetry-agent:
  enabled: true
secret:
  create: true
  name: coralogix-keys
  data:
    PRIVATE_KEY: "%s"`, hdrP("eu2.coralogix.com", "coralogix.us", "coralogix.in"), hdrEnv(), k)
			return hdrX("coralogix-private-key", "yaml", t, k).hdrKeep("coralogix-keys")
		}},
		{3, func() Sample {
			k, tags := hdrMezmo(), hdrEnv()+","+hdrSvc()
			t := fmt.Sprintf(`# /etc/logdna.env
MZ_INGESTION_KEY=%s
MZ_HOST=logs.%s
MZ_TAGS=%s
MZ_LOG_DIRS=/var/log,/opt/app/logs`, k, hdrP("mezmo.com", "logdna.com"), tags)
			return hdrX("mezmo-ingestion-key", "env", t, k).hdrKeep(tags)
		}},
		{3, func() Sample {
			k := hdrBetter()
			t := fmt.Sprintf(`[sinks.better_stack]
type = "http"
method = "post"
inputs = ["docker_logs"]
uri = "https://in.logs.betterstack.com/"
encoding.codec = "json"
auth.strategy = "bearer"
auth.token = "%s"`, k)
			return hdrX("betterstack-source-token", "toml", t, k)
		}},
		{2, func() Sample {
			k := hdrLightstep()
			t := fmt.Sprintf(`exporters:
  otlp/lightstep:
    endpoint: ingest.lightstep.com:443
    headers:
      "lightstep-access-token": "%s"`, k)
			return hdrX("lightstep-access-token", "yaml", t, k)
		}},
		{3, func() Sample {
			id, sec, r := hdrAKIA(), hdrAWSSecret(), hdrP("eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1")
			t := fmt.Sprintf(`# /opt/aws/amazon-cloudwatch-agent/etc/credentials
[AmazonCloudWatchAgent]
aws_access_key_id = %s
aws_secret_access_key = %s
region = %s`, id, sec, r)
			return hdrX("aws-access-key", "ini", t, id, sec).hdrKeep("region = " + r)
		}},
		{3, func() Sample {
			id, sec, proj := hdrLTAI(), hdrAliSecret(), hdrP("k8s-log-", "app-logs-")+rnd(lower+digits, 8)
			t := fmt.Sprintf(`logtail:
  project: %s
  logstore: %s
  endpoint: cn-%s.log.aliyuncs.com
  accessKeyId: %s
  accessKeySecret: %s`, proj, hdrP("nginx-access", "app-stdout", "audit"), hdrP("hangzhou", "shanghai", "beijing", "shenzhen"), id, sec)
			return hdrX("alibaba-access-key", "yaml", t, id, sec).hdrKeep(proj)
		}},
		{2, func() Sample {
			id, sec, topic := hdrAKID(), hdrTcSecret(), hdrUUID()
			t := fmt.Sprintf(`[cls]
region = ap-%s
topic_id = %s
secret_id = %s
secret_key = %s`, hdrP("guangzhou", "shanghai", "singapore"), topic, id, sec)
			return hdrX("tencent-secret-key", "ini", t, id, sec).hdrKeep(topic)
		}},
		{3, func() Sample {
			kid, proj := rnd(hexs, 40), hdrOrg()+"-"+hdrP("logging", "obs", "prod")
			mail := hdrP("log-sink", "otel-exporter", "fluentbit-gcl") + "@" + proj + ".iam.gserviceaccount.com"
			lines := hdrPEM()
			block := "-----BEGIN PRIVATE KEY-----\\n" + strings.Join(lines, "\\n") + "\\n-----END PRIVATE KEY-----"
			t := fmt.Sprintf(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "%s\n",
  "client_email": "%s",
  "client_id": "%s",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, proj, kid, block, mail, hdrDigits(21))
			return hdrX("gcp-service-account-key", "json", t, kid, block).hdrKeep(mail)
		}},
		{2, func() Sample {
			id, key := hdrSumoID(), hdrSumoKey()
			t := fmt.Sprintf(`# /opt/SumoCollector/config/user.properties
name=%s
accessid=%s
accesskey=%s
ephemeral=true
sources=/opt/SumoCollector/sources.json`, hdrHost(), id, key)
			return hdrX("sumologic-access-key", "ini", t, id, key)
		}},
		{3, func() Sample {
			u, pw := hdrP("vector-consumer", "logs-reader", "otel"), hdrPw()
			t := fmt.Sprintf(`[sources.kafka_logs]
type = "kafka"
bootstrap_servers = "%s:9093"
group_id = "vector-%s"
topics = ["app-logs"]
sasl.enabled = true
sasl.mechanism = "SCRAM-SHA-512"
sasl.username = "%s"
sasl.password = "%s"`, hdrHost(), hdrEnv(), u, pw)
			return hdrX("kafka-sasl-password", "toml", t, pw).hdrKeep(u)
		}},
		{3, func() Sample {
			pw := hdrPwURL()
			t := fmt.Sprintf(`exporters:
  clickhouse:
    endpoint: tcp://%s:9000?dial_timeout=10s
    database: otel
    username: %s
    password: %s
    logs_table_name: otel_logs
    ttl: %dh`, hdrP("clickhouse", "ch-logs")+"."+hdrEnv()+".internal", hdrP("otel", "default", "collector"), pw, pick([]int{72, 168, 720}))
			return hdrX("clickhouse-password", "yaml", t, pw)
		}},
		{3, func() Sample {
			u, tok := hdrDigits(6), hdrGlc()
			t := fmt.Sprintf(`prometheus.remote_write "metrics_service" {
  endpoint {
    url = "https://%s/api/prom/push"

    basic_auth {
      username = "%s"
      password = "%s"
    }
  }
}`, hdrPromURL(), u, tok)
			return hdrX("grafana-cloud-token", "alloy", t, tok).hdrKeep(`username = "` + u + `"`)
		}},
		{2, func() Sample {
			k := hdrDDAPI()
			t := fmt.Sprintf(`[[outputs.datadog]]
  ## Datadog API key
  apikey = "%s"
  url = "https://api.%s/api/v1/series"
  timeout = "5s"`, k, hdrDDSite())
			return hdrX("datadog-api-key", "toml", t, k)
		}},
	}
}
