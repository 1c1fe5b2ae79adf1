package main

import (
	"fmt"
	"strings"
)

// More templates with secrets: SQL grants, pgpass, BI server configs, webhooks.

func hbxMoreGens() []hbxGen {
	return []hbxGen{
		{6, hbxPgpass}, {6, hbxCreateUserSQL}, {6, hbxSnowAlterUser}, {5, hbxSupersetConfig},
		{5, hbxDbtWebhook}, {5, hbxFivetranTf}, {5, hbxSlackBotNotebook}, {5, hbxClickhouseXML},
	}
}

func hbxPgpass() Sample {
	var lines, secs []string
	lines = append(lines, "$ cat ~/.pgpass")
	n := 1 + rng.IntN(2)
	for i := 0; i < n; i++ {
		pw := strings.ReplaceAll(hbxPwPlain(), ":", "")
		secs = append(secs, pw)
		lines = append(lines, fmt.Sprintf("%s:%s:%s:%s:%s", hbxHost(), pick([]string{"5432", "5439", "6432"}), hbxDB(), hbxSvc(), pw))
	}
	lines = append(lines, "$ chmod 600 ~/.pgpass  # psql complained")
	return hbxS("db-password", "shell", strings.Join(lines, "\n")+"\n", secs)
}

func hbxCreateUserSQL() Sample {
	user, pw := pick([]string{"looker", "metabase", "hex_reader", "mode_ro", "tableau"}), hbxPwPlain()
	t := hbxFill(`-- read-only user for the BI tool ({d})
CREATE USER {user} WITH PASSWORD '{pw}';
GRANT USAGE ON SCHEMA analytics TO {user};
GRANT SELECT ON ALL TABLES IN SCHEMA analytics TO {user};
ALTER DEFAULT PRIVILEGES IN SCHEMA analytics GRANT SELECT ON TABLES TO {user};
`, "d", hbxDate(), "user", user, "pw", pw)
	return hbxS("db-password", "sql", t, []string{pw}, "GRANT USAGE ON SCHEMA analytics TO "+user)
}

func hbxSnowAlterUser() Sample {
	user, pw := strings.ToUpper(hbxSvc()), hbxPwPlain()
	t := pick([]string{
		"-- worksheet: ops\nUSE ROLE SECURITYADMIN;\nALTER USER {user} SET PASSWORD = '{pw}' MUST_CHANGE_PASSWORD = FALSE;\nALTER USER {user} UNSET MINS_TO_UNLOCK;\n",
		"USE ROLE USERADMIN;\nCREATE USER {user} PASSWORD = '{pw}' DEFAULT_ROLE = REPORTER DEFAULT_WAREHOUSE = BI_WH COMMENT = 'for {tool}';\nGRANT ROLE REPORTER TO USER {user};\n",
	})
	t = hbxFill(t, "user", user, "pw", pw, "tool", pick([]string{"Sigma", "Hex", "Tableau extracts", "Hightouch"}))
	return hbxS("snowflake-password", "sql", t, []string{pw}, "USER "+user)
}

func hbxSupersetConfig() Sample {
	sk := rnd(b64url, 42+rng.IntN(20))
	pw := hbxPwURL()
	t := hbxFill(`# superset_config.py
ROW_LIMIT = {rl}
SECRET_KEY = "{sk}"
SQLALCHEMY_DATABASE_URI = "postgresql://superset:{pw}@{host}:5432/superset"
FEATURE_FLAGS = {"EMBEDDED_SUPERSET": True, "DASHBOARD_RBAC": True}
`, "rl", fmt.Sprint(5000*(1+rng.IntN(10))), "sk", sk, "pw", pw, "host", hbxHost())
	if rng.IntN(2) == 0 {
		return hbxS("app-secret-key", "python", t, []string{sk})
	}
	return hbxS("app-secret-key", "python", t, []string{sk, pw})
}

func hbxDbtWebhook() Sample {
	sec := rnd(alnum, 40)
	t := hbxFill(`# receives dbt Cloud job.completed webhooks and kicks off the Hightouch syncs
import hmac, hashlib
from flask import Flask, request, abort

app = Flask(__name__)
DBT_WEBHOOK_SECRET = "{sec}"

@app.post("/dbt-webhook")
def hook():
    sig = hmac.new(DBT_WEBHOOK_SECRET.encode(), request.data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, request.headers.get("Authorization", "")):
        abort(403)
`, "sec", sec)
	return hbxS("webhook-secret", "python", t, []string{sec})
}

func hbxFivetranTf() Sample {
	sec := rnd(alnum, 32)
	t := hbxFill(`provider "fivetran" {
  api_key    = var.fivetran_api_key
  api_secret = "{sec}"   # TODO: move to tfvars before merging
}

resource "fivetran_group" "{g}" {
  name = "{g}"
}
`, "sec", sec, "g", pick([]string{"warehouse_prod", "marketing", "finance_eu"}))
	return hbxS("fivetran-api-secret", "hcl", t, []string{sec})
}

func hbxSlackBotNotebook() Sample {
	tok := hbxXoxb()
	t := hbxFill(`In [{n}]: from slack_sdk import WebClient
        client = WebClient(token="{tok}")
        client.files_upload_v2(channel="{ch}", file="weekly_kpis.png", title="KPIs {d}")
Out[{n}]: <SlackResponse ok=True>
`, "n", fmt.Sprint(20+rng.IntN(40)), "tok", tok, "ch", "C0"+rnd(upper+digits, 9), "d", hbxDate())
	return hbxS("slack-bot-token", "notebook", t, []string{tok})
}

func hbxClickhouseXML() Sample {
	pw := hbxPwPlain()
	user := pick([]string{"grafana", "analytics", "dbt", "superset"})
	t := hbxFill(`<!-- /etc/clickhouse-server/users.d/{user}.xml -->
<clickhouse>
  <users>
    <{user}>
      <password>{pw}</password>
      <networks><ip>10.0.0.0/8</ip></networks>
      <profile>readonly</profile>
      <quota>default</quota>
    </{user}>
  </users>
</clickhouse>
`, "user", user, "pw", pw)
	return hbxS("db-password", "xml", t, []string{pw}, "<profile>readonly</profile>")
}
