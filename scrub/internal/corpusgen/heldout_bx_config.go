package main

import (
	"fmt"
	"strings"
)

// Config-file templates with secrets: dbt profiles, Airflow, warehouses, BI tools, Kafka.

func hbxConfigGens() []hbxGen {
	return []hbxGen{
		{7, hbxDbtSnowflake}, {6, hbxDbtPostgres}, {6, hbxDbtDatabricks}, {5, hbxDbtBigQueryKeyfile},
		{7, hbxDbtRedshift}, {6, hbxAirflowConnEnv}, {5, hbxAirflowCfg}, {6, hbxAirflowConnJSON},
		{5, hbxAirflowVariables}, {6, hbxEnvFile}, {5, hbxKafkaProps}, {5, hbxSchemaRegistry},
		{5, hbxMetabaseEnv}, {6, hbxLookerIni}, {5, hbxTableauYaml}, {5, hbxPowerBIJSON},
		{5, hbxAirbyteSource}, {5, hbxAdlsConn}, {5, hbxS3Creds}, {4, hbxGcsHmac},
		{5, hbxDockerCompose}, {6, hbxTerraformSnowflake}, {4, hbxSnowsqlConfig}, {4, hbxDagsterYaml},
	}
}

func hbxDbtSnowflake() Sample {
	acct, user, pw := hbxSfAccount(), strings.ToUpper(hbxSvc()), hbxPw()
	proj := hbxCo() + "_analytics"
	t := hbxFill(`{proj}:
  target: {target}
  outputs:
    {target}:
      type: snowflake
      account: {acct}
      user: {user}
      password: "{pw}"
      role: TRANSFORMER
      database: {db}
      warehouse: TRANSFORMING_{wh}
      schema: dbt_{me}
      threads: {th}
      client_session_keep_alive: false
`, "proj", proj, "target", pick([]string{"dev", "prod", "ci"}), "acct", acct, "user", user, "pw", pw,
		"db", strings.ToUpper(hbxDB()), "wh", pick([]string{"XS", "S", "M"}), "me", hbxName(), "th", fmt.Sprint(4+rng.IntN(12)))
	return hbxS("snowflake-password", "yaml", t, []string{pw}, acct, user)
}

func hbxDbtPostgres() Sample {
	host, user, pw := hbxHost(), hbxSvc(), hbxPw()
	q := pick([]string{"'", "\"", ""})
	if q == "" {
		pw = hbxPwURL()
	}
	t := hbxFill(`# ~/.dbt/profiles.yml  ({who}'s laptop)
jaffle_shop:
  outputs:
    dev:
      type: postgres
      host: {host}
      port: 5432
      user: {user}
      pass: {q}{pw}{q}
      dbname: {db}
      schema: dbt_{who}
      threads: 4
  target: dev
`, "who", hbxName(), "host", host, "user", user, "q", q, "pw", pw, "db", hbxDB())
	return hbxS("db-password", "yaml", t, []string{pw}, host, user)
}

func hbxDbtDatabricks() Sample {
	tok := hbxDapi()
	host := fmt.Sprintf("adb-%s.%d.azuredatabricks.net", hbxDigits(16), 1+rng.IntN(19))
	if rng.IntN(2) == 0 {
		host = "dbc-" + hbxHex(8) + "-" + hbxHex(4) + ".cloud.databricks.com"
	}
	path := "/sql/1.0/warehouses/" + hbxHex(16)
	t := hbxFill(`lakehouse:
  target: dev
  outputs:
    dev:
      type: databricks
      catalog: {cat}
      schema: {schema}
      host: {host}
      http_path: {path}
      token: {tok}
      threads: 8
`, "cat", pick([]string{"main", "hive_metastore", "analytics_prod", "bronze"}), "schema", "dbt_"+hbxName(),
		"host", host, "path", path, "tok", tok)
	return hbxS("databricks-token", "yaml", t, []string{tok}, host, path)
}

func hbxDbtBigQueryKeyfile() Sample {
	proj := hbxCo() + "-data-" + hbxDigits(3)
	sa := pick([]string{"dbt-runner", "bq-loader", "analytics-ci"}) + "@" + proj + ".iam.gserviceaccount.com"
	kid := hbxHex(40)
	block, body := hbxPEM("PRIVATE KEY", 12+rng.IntN(15))
	esc := strings.ReplaceAll(block, "\n", "\\n")
	t := hbxFill(`bq_{co}:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: {proj}
      dataset: analytics
      threads: 8
      keyfile_json:
        type: service_account
        project_id: {proj}
        private_key_id: {kid}
        private_key: "{pk}\n"
        client_email: {sa}
        client_id: "{cid}"
        token_uri: https://oauth2.googleapis.com/token
`, "co", hbxCo(), "proj", proj, "kid", kid, "pk", esc, "sa", sa, "cid", hbxDigits(21))
	return hbxS("gcp-service-account-key", "yaml", t, []string{kid, strings.Join(body, "\\n")}, sa)
}

func hbxDbtRedshift() Sample {
	host, user, pw := hbxHost(), hbxSvc(), hbxPw()
	t := hbxFill(`redshift_{co}:
  target: prod
  outputs:
    prod:
      type: redshift
      method: database
      host: {host}
      user: {user}
      password: '{pw}'
      port: 5439
      dbname: {db}
      schema: analytics
      threads: 6
      ra3_node: true
      sslmode: require
`, "co", hbxCo(), "host", host, "user", user, "pw", pw, "db", hbxDB())
	return hbxS("db-password", "yaml", t, []string{pw}, host)
}

func hbxAirflowConnEnv() Sample {
	user, host, pw := hbxSvc(), hbxHost(), hbxPwURL()
	db := hbxDB()
	kind := pick([]string{"postgres", "mysql", "mssql", "redshift"})
	id := strings.ToUpper(pick([]string{"warehouse", "crm_replica", "billing_db", "events_pg", "finance_mysql"}))
	t := hbxFill(`# airflow worker env, copied from the helm values
AIRFLOW__CORE__EXECUTOR=CeleryExecutor
AIRFLOW__CORE__LOAD_EXAMPLES=False
AIRFLOW_CONN_{id}={kind}://{user}:{pw}@{host}:{port}/{db}
AIRFLOW__WEBSERVER__EXPOSE_CONFIG=False
`, "id", id, "kind", kind, "user", user, "pw", pw, "host", host, "port", pick([]string{"5432", "3306", "1433", "5439"}), "db", db)
	return hbxS("connection-string-password", "env", t, []string{pw}, "AIRFLOW_CONN_"+id)
}

func hbxAirflowCfg() Sample {
	fer, sk := hbxFernet(), rnd(alnum, 32+rng.IntN(16))
	pw := hbxPwURL()
	t := hbxFill(`[core]
dags_folder = /opt/airflow/dags
executor = LocalExecutor
fernet_key = {fer}
parallelism = {par}

[database]
sql_alchemy_conn = postgresql+psycopg2://airflow:{pw}@{host}:5432/airflow

[webserver]
secret_key = {sk}
base_url = https://airflow.{co}.internal
`, "fer", fer, "par", fmt.Sprint(16+rng.IntN(48)), "pw", pw, "host", hbxHost(), "sk", sk, "co", hbxCo())
	if rng.IntN(2) == 0 {
		t = strings.Replace(t, "sql_alchemy_conn = postgresql+psycopg2://airflow:"+pw+"@", "sql_alchemy_conn_cmd = cat /run/secrets/sql_alchemy_conn\n# was: postgresql+psycopg2://airflow:<pw>@", 1)
		return hbxS("airflow-fernet-key", "ini", t, []string{fer, sk})
	}
	return hbxS("airflow-fernet-key", "ini", t, []string{fer, pw, sk})
}

func hbxAirflowConnJSON() Sample {
	pw := hbxPw()
	host := hbxHost()
	login := hbxSvc()
	t := hbxFill(`$ airflow connections export - --file-format json --conn-id {cid}
{
  "{cid}": {
    "conn_type": "{ct}",
    "description": "",
    "login": "{login}",
    "password": "{pw}",
    "host": "{host}",
    "port": {port},
    "schema": "{db}",
    "extra": "{\"sslmode\": \"require\"}"
  }
}
`, "cid", pick([]string{"dwh_postgres", "snowflake_default", "mysql_shop", "redshift_etl"}), "ct", pick([]string{"postgres", "mysql", "snowflake", "redshift"}),
		"login", login, "pw", pw, "host", host, "port", pick([]string{"5432", "3306", "443", "5439"}), "db", hbxDB())
	return hbxS("db-password", "shell", t, []string{pw}, login, host)
}

func hbxAirflowVariables() Sample {
	tok := hbxDbtc()
	hookURL, hookSec := hbxSlackHook()
	t := hbxFill(`{
  "dbt_cloud_account_id": "{acc}",
  "dbt_cloud_job_id_nightly": "{job}",
  "dbt_cloud_api_token": "{tok}",
  "slack_alert_webhook": "{hook}",
  "alert_channel": "#data-alerts",
  "s3_landing_bucket": "{co}-landing-{env}"
}
`, "acc", hbxDigits(5), "job", hbxDigits(6), "tok", tok, "hook", hookURL, "co", hbxCo(), "env", pick([]string{"prod", "stg"}))
	return hbxS("dbt-cloud-token", "json", t, []string{tok, hookSec}, "dbt_cloud_account_id")
}

func hbxEnvFile() Sample {
	pw, sf := hbxPw(), hbxSfAccount()
	user := strings.ToUpper(hbxSvc())
	oa := hbxOpenAI()
	lines := []string{
		"# .env for the " + pick([]string{"ingest", "forecasting", "churn-model", "reverse-etl"}) + " repo, do NOT commit",
		"SNOWFLAKE_ACCOUNT=" + sf,
		"SNOWFLAKE_USER=" + user,
		"SNOWFLAKE_PASSWORD=" + pw,
		"SNOWFLAKE_ROLE=" + pick([]string{"LOADER", "ANALYST", "TRANSFORMER"}),
		"SNOWFLAKE_WAREHOUSE=" + pick([]string{"LOAD_WH", "COMPUTE_WH", "BI_WH"}),
	}
	sec := []string{pw}
	if rng.IntN(2) == 0 {
		lines = append(lines, "OPENAI_API_KEY="+oa)
		sec = append(sec, oa)
	}
	lines = append(lines, "LOG_LEVEL="+pick([]string{"INFO", "DEBUG"}))
	return hbxS("snowflake-password", "env", strings.Join(lines, "\n")+"\n", sec, sf, user)
}

func hbxKafkaProps() Sample {
	key, sec := hbxConfluentKey(), hbxConfluentSecret()
	bs := fmt.Sprintf("pkc-%s.%s.aws.confluent.cloud:9092", rnd(lower+digits, 5), pick([]string{"eu-west-1", "us-east-2", "eu-central-1"}))
	t := hbxFill(`# client.properties for the cdc consumer
bootstrap.servers={bs}
security.protocol=SASL_SSL
sasl.mechanisms=PLAIN
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{key}" password="{sec}";
group.id={grp}
auto.offset.reset=earliest
session.timeout.ms=45000
`, "bs", bs, "key", key, "sec", sec, "grp", pick([]string{"dwh-loader", "cdc-orders", "analytics-sink"}))
	return hbxS("kafka-api-secret", "properties", t, []string{sec}, bs)
}

func hbxSchemaRegistry() Sample {
	key, sec := hbxConfluentKey(), hbxConfluentSecret()
	url := fmt.Sprintf("https://psrc-%s.%s.aws.confluent.cloud", rnd(lower+digits, 5), pick([]string{"eu-central-1", "us-east-2"}))
	if rng.IntN(2) == 0 {
		t := hbxFill(`schema.registry.url={url}
basic.auth.credentials.source=USER_INFO
basic.auth.user.info={key}:{sec}
key.converter=io.confluent.connect.avro.AvroConverter
value.converter=io.confluent.connect.avro.AvroConverter
`, "url", url, "key", key, "sec", sec)
		return hbxS("schema-registry-secret", "properties", t, []string{sec}, url)
	}
	user, pw := pick([]string{"sr-client", "connect", "ksql"}), hbxPwPlain()
	t := hbxFill(`kafka:
  brokers: ["kafka-0.{co}.internal:9093", "kafka-1.{co}.internal:9093"]
  sasl:
    mechanism: SCRAM-SHA-512
    username: {user}
    password: "{pw}"
schema_registry:
  url: {url}
`, "co", hbxCo(), "user", user, "pw", pw, "url", url)
	return hbxS("kafka-password", "yaml", t, []string{pw}, user)
}

func hbxMetabaseEnv() Sample {
	emb := hbxHex(64)
	pw := hbxPwURL()
	t := hbxFill(`# metabase container (docker run --env-file metabase.env)
MB_DB_TYPE=postgres
MB_DB_DBNAME=metabaseappdb
MB_DB_PORT=5432
MB_DB_USER=metabase
MB_DB_PASS={pw}
MB_DB_HOST={host}
MB_EMBEDDING_SECRET_KEY={emb}
MB_SITE_URL=https://bi.{co}.com
`, "pw", pw, "host", hbxHost(), "emb", emb, "co", hbxCo())
	return hbxS("bi-embed-secret", "env", t, []string{pw, emb}, "MB_DB_USER=metabase")
}

func hbxLookerIni() Sample {
	id, sec := hbxLookerID(), hbxLookerSecret()
	base := "https://" + hbxCo() + ".cloud.looker.com"
	t := hbxFill(`; looker.ini used by the content-validator job
[Looker]
base_url={base}
client_id={id}
client_secret={sec}
verify_ssl=True
timeout=120
`, "base", base, "id", id, "sec", sec)
	return hbxS("looker-client-secret", "ini", t, []string{sec}, id, base)
}

func hbxTableauYaml() Sample {
	name := pick([]string{"extract-refresh-bot", "tsc-ci", "hyper-publisher", "ops_pat"})
	pat := hbxTableauPAT()
	site := hbxCo() + pick([]string{"analytics", "bi", ""})
	t := hbxFill(`tableau:
  server: https://{pod}.online.tableau.com
  site_id: {site}
  auth:
    token_name: {name}
    token_secret: "{pat}"
  projects:
    - Finance
    - Growth
`, "pod", pick([]string{"prod-uk-a", "10ax", "eu-west-1a", "prod-useast-b"}), "site", site, "name", name, "pat", pat)
	return hbxS("tableau-pat", "yaml", t, []string{pat}, name)
}

func hbxPowerBIJSON() Sample {
	tenant, client := hbxUUID(), hbxUUID()
	sec := hbxAzureSecret()
	t := hbxFill(`{
  "PowerBI": {
    "AuthenticationMode": "ServicePrincipal",
    "AuthorityUrl": "https://login.microsoftonline.com/organizations/",
    "TenantId": "{tenant}",
    "ClientId": "{client}",
    "ClientSecret": "{sec}",
    "WorkspaceId": "{ws}",
    "ReportId": "{rep}"
  }
}
`, "tenant", tenant, "client", client, "sec", sec, "ws", hbxUUID(), "rep", hbxUUID())
	return hbxS("azure-client-secret", "json", t, []string{sec}, tenant, client)
}

func hbxAirbyteSource() Sample {
	pw, host, user := hbxPw(), hbxHost(), hbxSvc()
	t := hbxFill(`{
  "sourceDefinitionId": "{def}",
  "name": "{name}",
  "connectionConfiguration": {
    "host": "{host}",
    "port": {port},
    "database": "{db}",
    "username": "{user}",
    "password": "{pw}",
    "replication_method": {"method": "CDC", "replication_slot": "airbyte_slot"},
    "ssl_mode": {"mode": "require"}
  }
}
`, "def", hbxUUID(), "name", pick([]string{"Postgres - orders", "MySQL shop replica", "CRM db"}), "host", host,
		"port", pick([]string{"5432", "3306"}), "db", hbxDB(), "user", user, "pw", pw)
	return hbxS("db-password", "json", t, []string{pw}, host, user)
}

func hbxAdlsConn() Sample {
	acct := hbxCo() + pick([]string{"datalake", "adls", "lakeprod"}) + hbxDigits(2)
	key := hbxAzureKey()
	if rng.IntN(2) == 0 {
		t := hbxFill(`storage:
  adls:
    container: raw
    connection_string: "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"
`, "acct", acct, "key", key)
		return hbxS("azure-storage-key", "yaml", t, []string{key}, acct)
	}
	sig := hbxSASSig()
	t := hbxFill(`# upload the daily extract
az storage blob upload-batch -d exports --account-name {acct} -s ./out \
  --sas-token "sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se={d}T23:59:59Z&st={d}T08:00:00Z&spr=https&sig={sig}"
`, "acct", acct, "d", hbxDate(), "sig", sig)
	return hbxS("azure-sas-token", "shell", t, []string{sig}, acct)
}

func hbxS3Creds() Sample {
	id, sec := hbxAKIA(), hbxAWSSecret()
	prof := pick([]string{"data-eng", "dwh-unload", "default", "athena-ro", "lake-writer"})
	t := hbxFill(`[{prof}]
aws_access_key_id = {id}
aws_secret_access_key = {sec}
region = {reg}
`, "prof", prof, "id", id, "sec", sec, "reg", pick([]string{"eu-west-1", "us-east-1", "eu-north-1"}))
	if rng.IntN(2) == 0 {
		t = "~/.aws/credentials on the " + pick([]string{"airflow worker", "jupyter box", "old EC2 etl host"}) + ":\n\n" + t
	}
	return hbxS("aws-secret-key", "ini", t, []string{sec}, "["+prof+"]")
}

func hbxGcsHmac() Sample {
	id, sec := hbxGoogHmacID(), hbxB64(40)
	bucket := hbxCo() + "-exports"
	t := hbxFill(`# boto-compatible access to GCS for the legacy unload script
[Credentials]
gs_access_key_id = {id}
gs_secret_access_key = {sec}

[GSUtil]
default_project_id = {proj}
# bucket: gs://{bucket}
`, "id", id, "sec", sec, "proj", hbxCo()+"-data-"+hbxDigits(3), "bucket", bucket)
	return hbxS("gcs-hmac-secret", "ini", t, []string{sec}, "gs://"+bucket)
}

func hbxDockerCompose() Sample {
	pw, sk := hbxPwPlain(), rnd(b64url, 42)
	t := hbxFill(`services:
  warehouse:
    image: postgres:16
    environment:
      POSTGRES_USER: {user}
      POSTGRES_PASSWORD: "{pw}"
      POSTGRES_DB: {db}
  superset:
    image: apache/superset:4.0.2
    environment:
      SUPERSET_SECRET_KEY: "{sk}"
    ports: ["8088:8088"]
`, "user", hbxSvc(), "pw", pw, "db", hbxDB(), "sk", sk)
	return hbxS("db-password", "yaml", t, []string{pw, sk})
}

func hbxTerraformSnowflake() Sample {
	pw := hbxPw()
	user := strings.ToUpper(hbxSvc())
	t := hbxFill(`resource "snowflake_user" "{lu}" {
  name                 = "{user}"
  login_name           = "{user}"
  default_role         = "{role}"
  default_warehouse    = "{wh}"
  password             = "{pw}"
  must_change_password = false
  comment              = "service user for {what}"
}
`, "lu", strings.ToLower(user), "user", user, "role", pick([]string{"LOADER", "REPORTER", "TRANSFORMER"}),
		"wh", pick([]string{"LOAD_WH", "BI_WH"}), "pw", pw, "what", pick([]string{"fivetran", "looker", "hightouch", "the dbt nightly"}))
	return hbxS("snowflake-password", "hcl", t, []string{pw}, user)
}

func hbxSnowsqlConfig() Sample {
	pw, acct, user := hbxPw(), hbxSfAccount(), hbxName()+"."+pick(hbxLast)
	pp := hbxPw()
	if rng.IntN(2) == 0 {
		t := hbxFill(`[connections.prod]
accountname = {acct}
username = {user}
password = "{pw}"
warehousename = ANALYST_WH
rolename = ANALYST
`, "acct", acct, "user", user, "pw", pw)
		return hbxS("snowflake-password", "toml", t, []string{pw}, acct, user)
	}
	t := hbxFill(`[default]
account = "{acct}"
user = "{user}"
authenticator = "SNOWFLAKE_JWT"
private_key_file = "/home/{me}/.ssh/rsa_key.p8"
private_key_file_pwd = "{pp}"
warehouse = "TRANSFORM_WH"
`, "acct", acct, "user", strings.ToUpper(hbxSvc()), "me", hbxName(), "pp", pp)
	return hbxS("private-key-passphrase", "toml", t, []string{pp}, acct)
}

func hbxDagsterYaml() Sample {
	tok := pick([]string{hbxGHP(), hbxGlpat()})
	pw := hbxPwURL()
	t := hbxFill(`# dagster.yaml (prod)
run_storage:
  module: dagster_postgres.run_storage
  class: PostgresRunStorage
  config:
    postgres_url: "postgresql://dagster:{pw}@{host}:5432/dagster"
code_servers:
  local_startup_timeout: 180
# deploy key for pulling the dbt repo
git_token: {tok}
`, "pw", pw, "host", hbxHost(), "tok", tok)
	return hbxS("connection-string-password", "yaml", t, []string{pw, tok})
}
