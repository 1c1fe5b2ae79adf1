package main

import "fmt"

// Code, infrastructure as code, diffs, commit messages, inventories and dashboards' links
// that carry observability credentials.

func hdrShell2Gens() []hdrGen {
	return []hdrGen{
		{3, func() Sample {
			k, a := hdrDDAPI(), hdrDDApp()
			t := fmt.Sprintf(`from datadog import initialize, api

options = {
    "api_key": "%s",
    "app_key": "%s",
    "api_host": "https://api.%s",
}
initialize(**options)

api.Event.create(title="deploy %s", text="version %s", tags=["env:%s"])`, k, a, hdrDDSite(), hdrSvc(), hdrInt(100, 999), hdrEnv())
			return hdrX("datadog-app-key", "python", t, k, a)
		}},
		{3, func() Sample {
			k := hdrHoney()
			t := fmt.Sprintf(`exp, err := otlptracehttp.New(ctx,
	otlptracehttp.WithEndpoint("api.honeycomb.io:443"),
	otlptracehttp.WithHeaders(map[string]string{
		"x-honeycomb-team": "%s", // TODO move to env
	}),
)
if err != nil {
	log.Fatalf("otlp exporter: %%v", err)
}`, k)
			return hdrX("honeycomb-api-key", "go", t, k)
		}},
		{3, func() Sample {
			k, ds := rnd(alnum, 22), hdrSvc()+"-events"
			t := fmt.Sprintf(`import libhoney

libhoney.init(writekey="%s", dataset="%s", debug=%s)
ev = libhoney.new_event()
ev.add_field("duration_ms", elapsed)
ev.send()`, k, ds, hdrP("True", "False"))
			return hdrX("honeycomb-api-key", "python", t, k).hdrKeep(ds)
		}},
		{3, func() Sample {
			tok := hdrBetter()
			t := fmt.Sprintf(`const { Logtail } = require("@logtail/node");
const { LogtailTransport } = require("@logtail/winston");
const winston = require("winston");

const logtail = new Logtail("%s");
const logger = winston.createLogger({ transports: [new LogtailTransport(logtail)] });
logger.info("%s started", { port: %d });`, tok, hdrSvc(), hdrN(3000, 9000))
			return hdrX("betterstack-source-token", "javascript", t, tok)
		}},
		{3, func() Sample {
			k, app := hdrNRLicense(), hdrSvc()
			t := fmt.Sprintf(`# newrelic.yml (Java agent)
common: &default_settings
  license_key: '%s'
  app_name: %s
  log_level: %s
  distributed_tracing:
    enabled: true

production:
  <<: *default_settings`, k, app, hdrP("info", "fine", "warning"))
			return hdrX("newrelic-license-key", "yaml", t, k).hdrKeep("app_name: " + app)
		}},
		{2, func() Sample {
			tok := hdrRollbar()
			t := fmt.Sprintf(`Rollbar.configure do |config|
  config.access_token = '%s'
  config.environment = ENV.fetch('RAILS_ENV', '%s')
  config.enabled = !Rails.env.test?
end`, tok, hdrEnv())
			return hdrX("rollbar-token", "ruby", t, tok)
		}},
		{3, func() Sample {
			k, env, ln := hdrDDAPI(), hdrEnv(), hdrN(3, 40)
			t := fmt.Sprintf(`diff --git a/deploy/%[1]s/values.yaml b/deploy/%[1]s/values.yaml
--- a/deploy/%[1]s/values.yaml
+++ b/deploy/%[1]s/values.yaml
@@ -%[2]d,7 +%[2]d,7 @@ datadog:
   site: %[3]s
-  apiKeyExistingSecret: datadog-secret
+  apiKey: %[4]s
   logs:
     enabled: true`, env, ln, hdrDDSite(), k)
			return hdrX("datadog-api-key", "diff", t, k).hdrKeep("apiKeyExistingSecret: datadog-secret")
		}},
		{3, func() Sample {
			h := hdrSlackHook()
			t := fmt.Sprintf(`-  slack_api_url: '%s'
+  slack_api_url_file: /etc/alertmanager/secrets/slack-webhook`, h)
			return hdrX("slack-webhook", "diff", t, h).hdrKeep("/etc/alertmanager/secrets/slack-webhook")
		}},
		{3, func() Sample {
			k, tk := hdrPDRouting(), hdrTicket()
			t := fmt.Sprintf(`alerting: route %s pages to the new PD service

The old service was deleted during the cleanup, so critical alerts went
nowhere. Routing key for the new service: %s

Refs: %s`, hdrSvc(), k, tk)
			return hdrX("pagerduty-routing-key", "commit", t, k).hdrKeep(tk)
		}},
		{3, func() Sample {
			a, b := hdrMezmo(), hdrLogz()
			oa, ob := hdrName(), hdrName()
			t := fmt.Sprintf(`vendor,env,credential,owner,expires
mezmo,%s,%s,%s,never
logzio,%s,%s,%s,%s`, hdrEnv(), a, oa, hdrEnv(), b, ob, hdrDate())
			return hdrX("logging-ingest-key", "csv", t, a, b).hdrKeep(oa, ob)
		}},
		{3, func() Sample {
			s, org := hdrSentry(), hdrOrg()
			t := fmt.Sprintf(`name: release
on:
  push:
    tags: ['v*']
jobs:
  sourcemaps:
    runs-on: ubuntu-latest
    env:
      SENTRY_ORG: %s
      SENTRY_PROJECT: %s
      SENTRY_AUTH_TOKEN: %s
    steps:
      - uses: actions/checkout@v4
      - run: npx @sentry/cli sourcemaps upload --release ${{ github.ref_name }} ./dist`, org, hdrSvc(), s)
			return hdrX("sentry-auth-token", "yaml", t, s).hdrKeep("SENTRY_ORG: " + org)
		}},
		{3, func() Sample {
			k, a := hdrDDAPI(), hdrDDApp()
			t := fmt.Sprintf(`provider "datadog" {
  api_key = "%s"
  app_key = "%s"
  api_url = "https://api.%s/"
}

resource "datadog_monitor" "%s_errors" {
  name  = "%s error rate"
  type  = "query alert"
  query = "sum(last_5m):sum:trace.http.request.errors{service:%s} > %d"
}`, k, a, hdrDDSite(), hdrP("api", "web", "worker"), hdrSvc(), hdrSvc(), hdrN(5, 200))
			return hdrX("datadog-api-key", "terraform", t, k, a)
		}},
		{3, func() Sample {
			tok, u := hdrGlsa(), "https://"+hdrGrafStack()+".grafana.net"
			t := fmt.Sprintf(`provider "grafana" {
  url  = "%s"
  auth = "%s"
}`, u, tok)
			return hdrX("grafana-service-account-token", "terraform", t, tok).hdrKeep(u)
		}},
		{2, func() Sample {
			k, acct := hdrNRUser(), hdrNRAccount()
			t := fmt.Sprintf(`provider "newrelic" {
  account_id = %s
  api_key    = "%s"
  region     = "%s"
}`, acct, k, hdrP("US", "EU"))
			return hdrX("newrelic-user-key", "terraform", t, k).hdrKeep(acct)
		}},
		{3, func() Sample {
			k, a := hdrDDAPI(), hdrDDApp()
			t := fmt.Sprintf(`embed for the %s wallboard (iframe src):
https://api.%s/api/v1/graph/snapshot?metric_query=avg:system.load.1{env:%s}&start=%d&end=%d&api_key=%s&application_key=%s`,
				hdrP("NOC", "lobby", "support"), hdrDDSite(), hdrEnv(), 1720000000, 1720003600, k, a)
			return hdrX("datadog-api-key", "url", t, k, a)
		}},
		{3, func() Sample {
			u, pw, h := hdrP("wallboard", "viewer", "kiosk"), hdrPwURL(), "kibana."+hdrDomain()
			t := fmt.Sprintf(`%s dashboard for the TV in the office, just open this:
https://%s:%s@%s/app/dashboards#/view/%s?_g=(refreshInterval:(pause:!f,value:30000),time:(from:now-24h,to:now))`,
				hdrP("Kibana", "Errors", "Checkout"), u, pw, h, hdrUUID())
			return hdrX("kibana-password", "url", t, pw).hdrKeep(h)
		}},
		{2, func() Sample {
			u, pw, h := hdrP("tv", "viewer", "display"), hdrPwURL(), "grafana."+hdrDomain()
			t := fmt.Sprintf(`- [ ] set up the %s screen with https://%s:%s@%s/d/%s/%s?orgId=1&kiosk&refresh=1m`,
				hdrP("NOC", "support", "office"), u, pw, h, hdrGrafUID(), hdrSvc()+"-overview")
			return hdrX("grafana-password", "markdown", t, pw).hdrKeep(h)
		}},
		{2, func() Sample {
			tok := hdrPDRest()
			t := fmt.Sprintf(`provider "pagerduty" {
  token = "%s"
}

resource "pagerduty_service" "%s" {
  name              = "%s"
  escalation_policy = "%s"
}`, tok, hdrP("api", "ingest", "web"), hdrSvc(), hdrPDService())
			return hdrX("pagerduty-api-token", "terraform", t, tok)
		}},
		{2, func() Sample {
			k, a := hdrGrafLegacy(), hdrName()
			t := hdrChatLine(a, fmt.Sprintf(hdrP(
				"the backup job still uses the old grafana API key (we never moved it to a service account): %s",
				"legacy Grafana api key for the dashboard exporter, expires never :( -> %s"), k))
			return hdrX("grafana-api-key", "chat", t, k).hdrKeep(a)
		}},
	}
}
