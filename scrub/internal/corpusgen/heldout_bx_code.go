package main

import (
	"fmt"
	"strings"
)

// Code, shell and log templates with secrets: notebooks, pandas, SQLAlchemy, CLIs, diffs.

func hbxCodeGens() []hbxGen {
	return []hbxGen{
		{7, hbxPandasEngine}, {5, hbxNotebookCell}, {6, hbxSnowflakeConnector}, {5, hbxBigQueryNotebook},
		{5, hbxPsqlSession}, {6, hbxMongoURI}, {6, hbxJdbcUrl}, {5, hbxSparkAdls},
		{5, hbxDiffPassword}, {4, hbxCommitMsg}, {5, hbxLogLeak}, {6, hbxCurlBearer},
		{4, hbxDatabricksCLI}, {4, hbxSnowflakeKeyPair}, {4, hbxRedisCelery}, {4, hbxCsvAccounts},
		{4, hbxMssqlOdbc}, {4, hbxKafkaCli}, {4, hbxTrinoPython}, {4, hbxGhActionsLeak},
		{4, hbxOracleDsn}, {4, hbxHFNotebook}, {4, hbxSendgridReport}, {4, hbxMetabaseEmbedPy},
	}
}

func hbxPandasEngine() Sample {
	user, pw, host, db := hbxSvc(), hbxPwURL(), hbxHost(), hbxDB()
	drv := pick([]string{"postgresql+psycopg2", "postgresql", "mysql+pymysql", "redshift+redshift_connector"})
	t := hbxFill(`import pandas as pd
from sqlalchemy import create_engine

engine = create_engine("{drv}://{user}:{pw}@{host}/{db}")
df = pd.read_sql("select * from {tbl} where order_date >= '{d}'", engine)
df.groupby("country")["amount"].sum().sort_values(ascending=False).head(10)
`, "drv", drv, "user", user, "pw", pw, "host", host, "db", db, "tbl", hbxTable(), "d", hbxDate())
	return hbxS("connection-string-password", "python", t, []string{pw}, host, user)
}

func hbxNotebookCell() Sample {
	pw := hbxPwURL()
	user, host := hbxSvc(), hbxHost()
	t := hbxFill(`In [{n}]: %load_ext sql
In [{m}]: %sql postgresql://{user}:{pw}@{host}:5432/{db}
Out[{m}]: 'Connected: {user}@{db}'
In [{k}]: %%sql
     ...: select count(*) from {tbl};
 * postgresql://{user}:***@{host}:5432/{db}
1 rows affected.
Out[{k}]:
 count
-------
 {cnt}
`, "n", fmt.Sprint(1+rng.IntN(5)), "m", fmt.Sprint(6+rng.IntN(5)), "k", fmt.Sprint(11+rng.IntN(5)), "user", user, "pw", pw,
		"host", host, "db", hbxDB(), "tbl", hbxTable(), "cnt", hbxDigits(6))
	return hbxS("connection-string-password", "notebook", t, []string{pw}, host)
}

func hbxSnowflakeConnector() Sample {
	acct, user, pw := hbxSfAccount(), strings.ToUpper(hbxSvc()), hbxPw()
	t := hbxFill(`import snowflake.connector

ctx = snowflake.connector.connect(
    user="{user}",
    password="{pw}",
    account="{acct}",
    warehouse="{wh}",
    database="{db}",
    schema="PUBLIC",
)
cs = ctx.cursor()
cs.execute("select current_version()")
print(cs.fetchone()[0])
`, "user", user, "pw", pw, "acct", acct, "wh", pick([]string{"COMPUTE_WH", "ADHOC_WH"}), "db", strings.ToUpper(hbxDB()))
	return hbxS("snowflake-password", "python", t, []string{pw}, acct, user)
}

func hbxBigQueryNotebook() Sample {
	proj := hbxCo() + "-analytics-" + hbxDigits(3)
	kid := hbxHex(40)
	block, body := hbxPEM("PRIVATE KEY", 12+rng.IntN(15))
	sa := "notebook-sa@" + proj + ".iam.gserviceaccount.com"
	t := hbxFill(`# cell 2 – quick and dirty, will switch to ADC later
from google.oauth2 import service_account
from google.cloud import bigquery

info = {
    "type": "service_account",
    "project_id": "{proj}",
    "private_key_id": "{kid}",
    "private_key": """{pem}
""",
    "client_email": "{sa}",
    "token_uri": "https://oauth2.googleapis.com/token",
}
creds = service_account.Credentials.from_service_account_info(info)
client = bigquery.Client(credentials=creds, project="{proj}")
`, "proj", proj, "kid", kid, "pem", block, "sa", sa)
	return hbxS("gcp-service-account-key", "notebook", t, []string{kid, strings.Join(body, "\n")}, sa)
}

func hbxPsqlSession() Sample {
	pw, host, user := hbxPw(), hbxHost(), hbxSvc()
	pw = strings.ReplaceAll(pw, "'", "")
	t := hbxFill(`$ export PGPASSWORD='{pw}'
$ psql -h {host} -U {user} -d {db} -c "\dt analytics.*"
              List of relations
  Schema   |        Name        | Type  |  Owner
-----------+--------------------+-------+---------
 analytics | {t1} | table | {user}
 analytics | {t2} | table | {user}
(2 rows)
`, "pw", pw, "host", host, "user", user, "db", hbxDB(), "t1", hbxTable(), "t2", hbxTable())
	return hbxS("db-password", "shell", t, []string{pw}, host, user)
}

func hbxMongoURI() Sample {
	user, pw := pick([]string{"analytics", "etl", "reader", "airbyte"}), hbxPwURL()
	cl := "cluster0." + rnd(lower+digits, 5) + ".mongodb.net"
	i := rng.IntN(3)
	t := []string{
		"MONGO_URI=mongodb+srv://{user}:{pw}@{cl}/{db}?retryWrites=true&w=majority\n",
		"client = MongoClient(\"mongodb+srv://{user}:{pw}@{cl}/?authSource=admin\")\nevents = client[\"{db}\"][\"events\"]\n",
		"source:\n  type: mongodb\n  uri: mongodb+srv://{user}:{pw}@{cl}/{db}\n  collections: [orders, carts]\n",
	}[i]
	t = hbxFill(t, "user", user, "pw", pw, "cl", cl, "db", hbxDB())
	return hbxS("connection-string-password", []string{"env", "python", "yaml"}[i], t, []string{pw}, cl)
}

func hbxJdbcUrl() Sample {
	pw, user, host := hbxPwURL(), hbxSvc(), hbxHost()
	var url string
	switch rng.IntN(3) {
	case 0:
		url = fmt.Sprintf("jdbc:redshift://%s:5439/%s?user=%s&password=%s&ssl=true", host, hbxDB(), user, pw)
	case 1:
		url = fmt.Sprintf("jdbc:postgresql://%s:5432/%s?user=%s&password=%s", host, hbxDB(), user, pw)
	default:
		url = fmt.Sprintf("jdbc:snowflake://%s.snowflakecomputing.com/?user=%s&password=%s&warehouse=BI_WH", strings.ToLower(rnd(upper, 7)), user, pw)
	}
	t := pick([]string{
		"tableau keeps failing with this custom JDBC string, any idea?\n" + url + "\nerror: SSL handshake",
		"spark.read.format(\"jdbc\").option(\"url\", \"" + url + "\").option(\"dbtable\", \"" + hbxTable() + "\").load()",
		"# datagrip data source\nurl=" + url + "\ndriver=auto\n",
	})
	return hbxS("connection-string-password", "code", t, []string{pw}, user)
}

func hbxSparkAdls() Sample {
	acct := hbxCo() + "lake" + hbxDigits(2)
	key := hbxAzureKey()
	t := hbxFill(`# Databricks notebook source
spark.conf.set(
    "fs.azure.account.key.{acct}.dfs.core.windows.net",
    "{key}")

df = spark.read.parquet("abfss://bronze@{acct}.dfs.core.windows.net/{tbl}/")
display(df.limit(20))
`, "acct", acct, "key", key, "tbl", hbxTable())
	return hbxS("azure-storage-key", "notebook", t, []string{key}, acct)
}

func hbxDiffPassword() Sample {
	old, pw := hbxPw(), hbxPw()
	file := pick([]string{"profiles.yml", "config/warehouse.yml", "airflow/connections.yaml", "superset_config.py"})
	t := hbxFill(`diff --git a/{f} b/{f}
index {i1}..{i2} 100644
--- a/{f}
+++ b/{f}
@@ -{ln},7 +{ln},7 @@
       host: {host}
       user: {user}
-      password: "{old}"
+      password: "{pw}"
       port: 5432
       dbname: {db}
`, "f", file, "i1", hbxHex(7), "i2", hbxHex(7), "ln", fmt.Sprint(3+rng.IntN(40)), "host", hbxHost(), "user", hbxSvc(), "old", old, "pw", pw, "db", hbxDB())
	return hbxS("db-password", "diff", t, []string{old, pw})
}

func hbxCommitMsg() Sample {
	tok := pick([]string{hbxDapi(), hbxDbtc(), hbxGHP()})
	t := hbxFill(`commit {sha}
Author: {n} <{e}>
Date:   {d}

    fix(ci): hardcode token until secrets are wired up

    TEMP: using {tok} for the dbt docs publish step,
    revert once DATA-{num} is done
`, "sha", hbxHex(40), "n", hbxFull(), "e", hbxEmail(hbxCo()), "d", hbxTime(), "tok", tok, "num", fmt.Sprint(100+rng.IntN(900)))
	return hbxS("api-token", "commit", t, []string{tok})
}

func hbxLogLeak() Sample {
	pw, user, host := hbxPwURL(), hbxSvc(), hbxHost()
	t := hbxFill(`[{ts}] {taskinstance.py:{ln}} INFO - Executing <Task(PostgresOperator): load_{tbl}> on {d}
[{ts}] {base.py:84} INFO - Using connection ID 'warehouse' for task execution.
[{ts}] {sql.py:418} ERROR - could not connect: postgresql://{user}:{pw}@{host}:5432/{db} - timeout expired
[{ts}] {taskinstance.py:1400} INFO - Marking task as UP_FOR_RETRY. dag_id=load_{tbl}, task_id=load, run_id=scheduled__{d}T00:00:00+00:00
`, "ts", hbxTime(), "ln", fmt.Sprint(1100+rng.IntN(900)), "tbl", hbxTable(), "d", hbxDate(), "user", user, "pw", pw, "host", host, "db", hbxDB())
	return hbxS("connection-string-password", "log", t, []string{pw}, host)
}

func hbxCurlBearer() Sample {
	var tok, url string
	switch rng.IntN(4) {
	case 0:
		tok, url = hbxDbtc(), "https://cloud.getdbt.com/api/v2/accounts/"+hbxDigits(5)+"/runs/?limit=5"
	case 1:
		tok, url = hbxDapi(), "https://adb-"+hbxDigits(16)+".7.azuredatabricks.net/api/2.1/jobs/runs/list"
	case 2:
		tok, url = hbxMetabaseKey(), "https://metabase."+hbxCo()+".com/api/card/"+fmt.Sprint(1+rng.IntN(900))
	default:
		tok, url = "eyJ"+rnd(b64url, 30)+"."+"eyJ"+rnd(b64url, 80)+"."+rnd(b64url, 43), "https://api."+hbxCo()+".com/v1/exports"
	}
	hdr := "Authorization: Bearer " + tok
	if strings.HasPrefix(tok, "mb_") {
		hdr = "x-api-key: " + tok
	}
	t := hbxFill(`$ curl -sS -H "{hdr}" "{url}" | jq '.data | length'
{n}
`, "hdr", hdr, "url", url, "n", fmt.Sprint(rng.IntN(50)))
	return hbxS("bearer-token", "shell", t, []string{tok})
}

func hbxDatabricksCLI() Sample {
	tok, sec := hbxDapi(), hbxDatabricksOAuth()
	host := "https://dbc-" + hbxHex(8) + "-" + hbxHex(4) + ".cloud.databricks.com"
	t := hbxFill(`$ cat ~/.databrickscfg
[DEFAULT]
host  = {host}
token = {tok}

[{p}]
host          = {host}
client_id     = {cid}
client_secret = {sec}
`, "host", host, "tok", tok, "p", pick([]string{"prod-sp", "ci", "jobs"}), "cid", hbxUUID(), "sec", sec)
	return hbxS("databricks-token", "shell", t, []string{tok, sec}, host)
}

func hbxSnowflakeKeyPair() Sample {
	kind := pick([]string{"PRIVATE KEY", "ENCRYPTED PRIVATE KEY", "RSA PRIVATE KEY"})
	block, body := hbxPEM(kind, 12+rng.IntN(15))
	user := strings.ToUpper(hbxSvc())
	t := pick([]string{
		"{n}: here's the key for {user} so you can run the loader locally, save as rsa_key.p8\n```\n{pem}\n```",
		"rsa_key.p8 for the {user} key-pair auth (snowflake):\n\n{pem}\n\npublic half is already set with ALTER USER.",
	})
	t = hbxFill(t, "n", hbxName(), "user", user, "pem", block)
	return hbxS("private-key", "chat", t, []string{strings.Join(body, "\n")}, user)
}

func hbxRedisCelery() Sample {
	pw := hbxPwURL()
	host := "redis-" + hbxDigits(5) + ".c" + hbxDigits(3) + ".eu-west-1-2.ec2.redns.redis-cloud.com"
	t := hbxFill(`# airflow celery broker
AIRFLOW__CELERY__BROKER_URL=redis://:{pw}@{host}:{port}/0
AIRFLOW__CELERY__WORKER_CONCURRENCY=16
`, "pw", pw, "host", host, "port", fmt.Sprint(10000+rng.IntN(55000)))
	return hbxS("redis-password", "env", t, []string{pw}, host)
}

func hbxCsvAccounts() Sample {
	var rows []string
	var secs []string
	rows = append(rows, "system,host,user,password,owner")
	for i := 0; i < 2+rng.IntN(2); i++ {
		pw := hbxPwPlain()
		secs = append(secs, pw)
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", pick([]string{"postgres", "redshift", "mysql", "snowflake", "clickhouse"}), hbxHost(), hbxSvc(), pw, hbxName()))
	}
	return hbxS("db-password", "csv", "service_accounts_inventory.csv\n"+strings.Join(rows, "\n")+"\n", secs)
}

func hbxMssqlOdbc() Sample {
	pw := hbxPwPlain()
	srv := hbxCo() + "-sql." + pick([]string{"database.windows.net", "corp.local"})
	t := hbxFill(`conn_str = (
    "DRIVER={ODBC Driver 18 for SQL Server};"
    "SERVER=tcp:{srv},1433;DATABASE={db};"
    "UID={user};PWD={pw};Encrypt=yes;TrustServerCertificate=no;"
)
df = pd.read_sql("SELECT TOP 100 * FROM dbo.Orders", pyodbc.connect(conn_str))
`, "srv", srv, "db", hbxDB(), "user", hbxSvc(), "pw", pw)
	return hbxS("connection-string-password", "python", t, []string{pw}, srv)
}

func hbxKafkaCli() Sample {
	pw := hbxPwPlain()
	user := pick([]string{"analytics-consumer", "dwh-sink", "flink"})
	t := hbxFill(`$ cat > /tmp/client.conf <<EOF
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-256
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{user}" password="{pw}";
EOF
$ kafka-console-consumer.sh --bootstrap-server {bs}:9096 --topic {topic} --consumer.config /tmp/client.conf --max-messages 3
`, "user", user, "pw", pw, "bs", "b-1."+hbxCo()+"-msk."+rnd(lower+digits, 6)+".c2.kafka.eu-west-1.amazonaws.com", "topic", pick([]string{"orders.v1", "cdc.public.payments", "clickstream"}))
	return hbxS("kafka-password", "shell", t, []string{pw}, user)
}

func hbxTrinoPython() Sample {
	pw := hbxPw()
	user := hbxName()
	t := hbxFill(`from trino.dbapi import connect
from trino.auth import BasicAuthentication

conn = connect(
    host="trino.{co}.internal", port=443, http_scheme="https",
    user="{user}", auth=BasicAuthentication("{user}", "{pw}"),
    catalog="hive", schema="{db}",
)
`, "co", hbxCo(), "user", user, "pw", pw, "db", hbxDB())
	return hbxS("db-password", "python", t, []string{pw})
}

func hbxGhActionsLeak() Sample {
	pw := hbxPw()
	t := hbxFill(`Run dbt build --target ci
  dbt build --target ci
  shell: /usr/bin/bash -e {0}
  env:
    DBT_PROFILES_DIR: .
    SNOWFLAKE_USER: DBT_CI
    SNOWFLAKE_PASSWORD: {pw}
{ts} Running with dbt=1.{m}.{p}
{ts} Found {n} models, {k} tests, 12 sources
`, "pw", pw, "ts", hbxClock()+":"+hbxDigits(2), "m", fmt.Sprint(6+rng.IntN(4)), "p", fmt.Sprint(rng.IntN(9)), "n", fmt.Sprint(80+rng.IntN(400)), "k", fmt.Sprint(200+rng.IntN(900)))
	return hbxS("snowflake-password", "log", t, []string{pw}, "DBT_CI")
}

func hbxOracleDsn() Sample {
	pw := hbxPwPlain()
	user := strings.ToUpper(pick([]string{"erp_read", "dwh_stage", "gl_extract"}))
	host := hbxHost()
	t := hbxFill(`import oracledb
conn = oracledb.connect(user="{user}", password="{pw}", dsn="{host}:1521/ERPPRD")
# ERP extract for the finance mart`, "user", user, "pw", pw, "host", host)
	if rng.IntN(2) == 0 {
		t = hbxFill(`sqlplus {user}/{pw}@//{host}:1521/ERPPRD @extract_gl.sql`, "user", user, "pw", pw, "host", host)
	}
	return hbxS("db-password", "code", t, []string{pw}, host)
}

func hbxHFNotebook() Sample {
	tok := hbxHF()
	t := hbxFill(`In [3]: from huggingface_hub import login
        login(token="{tok}")
Token is valid (permission: read).
Your token has been saved to /home/jovyan/.cache/huggingface/token
In [4]: from transformers import pipeline
        clf = pipeline("text-classification", model="{m}")
`, "tok", tok, "m", pick([]string{"distilbert-base-uncased-finetuned-sst-2-english", "cardiffnlp/twitter-roberta-base-sentiment-latest"}))
	return hbxS("hf-token", "notebook", t, []string{tok})
}

func hbxSendgridReport() Sample {
	key := hbxSendgrid()
	t := hbxFill(`# send the weekly KPI pdf
import sendgrid
sg = sendgrid.SendGridAPIClient(api_key="{k}")
msg = build_kpi_mail(to=["leadership@{co}.com"], week="{d}")
sg.send(msg)
`, "k", key, "co", hbxCo(), "d", hbxDate())
	return hbxS("sendgrid-key", "python", t, []string{key})
}

func hbxMetabaseEmbedPy() Sample {
	key := hbxHex(64)
	t := hbxFill(`import jwt, time

METABASE_SITE_URL = "https://bi.{co}.com"
METABASE_SECRET_KEY = "{k}"

payload = {
    "resource": {"dashboard": {id}},
    "params": {"customer_id": customer.id},
    "exp": round(time.time()) + (60 * 10),
}
token = jwt.encode(payload, METABASE_SECRET_KEY, algorithm="HS256")
iframe_url = METABASE_SITE_URL + "/embed/dashboard/" + token + "#bordered=true&titled=true"
`, "co", hbxCo(), "k", key, "id", fmt.Sprint(1+rng.IntN(300)))
	return hbxS("bi-embed-secret", "python", t, []string{key}, "METABASE_SITE_URL")
}
