package main

import (
	"fmt"
	"strings"
)

// Traps in config shapes: references, placeholders, public keys, ids and masked values.

func hbxTrapGens() []hbxGen {
	return []hbxGen{
		{8, hbxTDbtEnvVar}, {5, hbxTDbtBigQueryOauth}, {5, hbxTDbtDatabricksEnv}, {7, hbxTAirflowMasked},
		{7, hbxTEnvExample}, {5, hbxTKafkaProvider}, {5, hbxTMetabaseFile}, {5, hbxTLookerEnv},
		{5, hbxTPowerBIVault}, {6, hbxTS3Arns}, {5, hbxTAdlsMI}, {7, hbxTTerraformVar},
		{7, hbxTRsaPublicKey}, {5, hbxTComposeVars}, {6, hbxTGhActions}, {6, hbxTVaultRef},
		{5, hbxTK8sSecretRef}, {5, hbxTPsqlNoPw}, {5, hbxTRedshiftDescribe}, {6, hbxTAirflowSecretsBackend},
		{5, hbxTDbtPlaceholder},
	}
}

func hbxTDbtEnvVar() Sample {
	t := hbxFill(`{proj}:
  target: "{{ env_var('DBT_TARGET', 'dev') }}"
  outputs:
    dev:
      type: {kind}
      account: {acct}
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_{P}PASSWORD') }}"
      role: TRANSFORMER
      warehouse: TRANSFORMING
      database: {db}
      schema: "dbt_{{ env_var('USER') }}"
`, "proj", hbxCo()+"_dbt", "kind", pick([]string{"snowflake", "snowflake", "postgres"}), "acct", hbxSfAccount(),
		"P", pick([]string{"", "SNOWFLAKE_", "ENV_SECRET_"}), "db", strings.ToUpper(hbxDB()))
	return hbxT("trap-env-reference", "yaml", t)
}

func hbxTDbtBigQueryOauth() Sample {
	proj := hbxCo() + "-data-" + hbxDigits(3)
	t := hbxFill(`bigquery_{co}:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: {m}
      project: {proj}
      dataset: dbt_{me}
      location: {loc}
      threads: 8
      job_execution_timeout_seconds: 300
`, "co", hbxCo(), "m", pick([]string{"oauth", "oauth", "service-account"}), "proj", proj, "me", hbxName(), "loc", pick([]string{"EU", "US", "europe-west3"}))
	if strings.Contains(t, "method: service-account") {
		t += "      keyfile: /secrets/dbt/" + proj + ".json\n"
	}
	return hbxT("trap-keyfile-path", "yaml", t)
}

func hbxTDbtDatabricksEnv() Sample {
	t := hbxFill(`databricks:
  outputs:
    prod:
      type: databricks
      host: adb-{n}.{r}.azuredatabricks.net
      http_path: /sql/1.0/warehouses/{wh}
      token: "{{ env_var('DBT_DATABRICKS_TOKEN') }}"
      catalog: main
      schema: analytics
`, "n", hbxDigits(16), "r", fmt.Sprint(1+rng.IntN(19)), "wh", hbxHex(16))
	return hbxT("trap-env-reference", "yaml", t)
}

func hbxTAirflowMasked() Sample {
	user, host := hbxSvc(), hbxHost()
	t := hbxFill(`[{ts}] {taskinstance.py:{ln}} INFO - Dependencies all met for dag_id=load_{tbl}
[{ts}] {base.py:84} INFO - Using connection ID 'warehouse' for task execution.
[{ts}] {sql.py:418} INFO - Running statement: COPY INTO {tbl} FROM @landing/{d}/, parameters: None
[{ts}] {sql.py:427} INFO - Rows affected: {rows}
[{ts}] {connection.py:210} DEBUG - uri postgresql://{user}:***@{host}:5432/{db}
[{ts}] {taskinstance.py:1400} INFO - Marking task as SUCCESS. dag_id=load_{tbl}, run_id=scheduled__{d}T00:00:00+00:00
`, "ts", hbxTime(), "ln", fmt.Sprint(1100+rng.IntN(900)), "tbl", hbxTable(), "d", hbxDate(), "rows", hbxDigits(6), "user", user, "host", host, "db", hbxDB())
	return hbxT("trap-masked", "log", t)
}

func hbxTEnvExample() Sample {
	t := pick([]string{
		`# .env.example – copy to .env and fill in, never commit .env
SNOWFLAKE_ACCOUNT={acct}
SNOWFLAKE_USER=your.name
SNOWFLAKE_PASSWORD=<your-snowflake-password>
SNOWFLAKE_ROLE=ANALYST
DATABRICKS_TOKEN=<personal-access-token>
`,
		`# template, replace the placeholders
POSTGRES_USER=analytics
POSTGRES_PASSWORD=changeme   # change this before the first deploy!
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
S3_BUCKET={co}-landing
`,
		`DBT_CLOUD_API_TOKEN=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
DBT_CLOUD_ACCOUNT_ID={n}
LOOKER_CLIENT_ID=
LOOKER_CLIENT_SECRET=<ask data-platform>
`,
	})
	return hbxT("trap-placeholder", "env", hbxFill(t, "acct", hbxSfAccount(), "co", hbxCo(), "n", hbxDigits(5)))
}

func hbxTKafkaProvider() Sample {
	t := hbxFill(`config.providers=file
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
bootstrap.servers=kafka-{i}.{co}.internal:9093
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${file:/opt/connect/secrets/kafka.properties:username}" password="${file:/opt/connect/secrets/kafka.properties:password}";
schema.registry.url=https://schema-registry.{co}.internal
basic.auth.user.info=${file:/opt/connect/secrets/sr.properties:user_info}
`, "i", fmt.Sprint(rng.IntN(3)), "co", hbxCo())
	return hbxT("trap-config-provider", "properties", t)
}

func hbxTMetabaseFile() Sample {
	t := hbxFill(`services:
  metabase:
    image: metabase/metabase:v0.{v}.{p}
    environment:
      MB_DB_TYPE: postgres
      MB_DB_HOST: {host}
      MB_DB_USER: metabase
      MB_DB_PASS_FILE: /run/secrets/mb_db_pass
      MB_EMBEDDING_SECRET_KEY_FILE: /run/secrets/mb_embed
    secrets: [mb_db_pass, mb_embed]
secrets:
  mb_db_pass:
    external: true
  mb_embed:
    external: true
`, "v", fmt.Sprint(48+rng.IntN(6)), "p", fmt.Sprint(rng.IntN(8)), "host", hbxHost())
	return hbxT("trap-secret-file", "yaml", t)
}

func hbxTLookerEnv() Sample {
	t := hbxFill(`# looker sdk reads these; values come from the CI secret store
LOOKERSDK_BASE_URL=https://{co}.cloud.looker.com
LOOKERSDK_CLIENT_ID=${LOOKER_CLIENT_ID}
LOOKERSDK_CLIENT_SECRET=${LOOKER_CLIENT_SECRET}
LOOKERSDK_VERIFY_SSL=true
LOOKERSDK_TIMEOUT=120
`, "co", hbxCo())
	return hbxT("trap-env-reference", "env", t)
}

func hbxTPowerBIVault() Sample {
	t := hbxFill(`{
  "PowerBI": {
    "AuthenticationMode": "ServicePrincipal",
    "TenantId": "{tenant}",
    "ClientId": "{client}",
    "ClientSecret": "",
    "ClientSecretKeyVaultName": "kv-{co}-bi",
    "ClientSecretName": "pbi-embed-sp-secret",
    "WorkspaceId": "{ws}"
  }
}
`, "tenant", hbxUUID(), "client", hbxUUID(), "co", hbxCo(), "ws", hbxUUID())
	return hbxT("trap-ids-and-vault", "json", t)
}

func hbxTS3Arns() Sample {
	acct := hbxDigits(12)
	t := hbxFill(`{
  "Version": "2012-10-17",
  "Statement": [{
    "Sid": "RedshiftUnload",
    "Effect": "Allow",
    "Action": ["s3:PutObject", "s3:GetObject", "s3:ListBucket"],
    "Resource": ["arn:aws:s3:::{co}-unload", "arn:aws:s3:::{co}-unload/*"]
  }, {
    "Effect": "Allow",
    "Action": ["kms:Encrypt", "kms:GenerateDataKey"],
    "Resource": "arn:aws:kms:eu-west-1:{acct}:key/{kid}"
  }]
}
attached to arn:aws:iam::{acct}:role/{role}
`, "co", hbxCo(), "acct", acct, "kid", hbxUUID(), "role", pick([]string{"redshift-unload", "RedshiftSpectrumRole", "dwh-s3-access"}))
	return hbxT("trap-arn", "json", t)
}

func hbxTAdlsMI() Sample {
	acct := hbxCo() + "lake" + hbxDigits(2)
	t := pick([]string{
		`spark.conf.set("fs.azure.account.auth.type.{acct}.dfs.core.windows.net", "OAuth")
spark.conf.set("fs.azure.account.oauth.provider.type.{acct}.dfs.core.windows.net",
               "org.apache.hadoop.fs.azurebfs.oauth2.MsiTokenProvider")
# managed identity, no keys in notebooks anymore
df = spark.read.format("delta").load("abfss://silver@{acct}.dfs.core.windows.net/{tbl}")
`,
		`storage:
  adls:
    account_name: {acct}
    container: raw
    # connection string format, fill in from the portal:
    connection_string: "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey=<storage-account-key>;EndpointSuffix=core.windows.net"
`,
	})
	return hbxT("trap-no-key", "code", hbxFill(t, "acct", acct, "tbl", hbxTable()))
}

func hbxTTerraformVar() Sample {
	user := strings.ToUpper(hbxSvc())
	t := hbxFill(`variable "{lu}_password" {
  type      = string
  sensitive = true
}

resource "snowflake_user" "{lu}" {
  name              = "{user}"
  default_role      = "{role}"
  password          = var.{lu}_password
  rsa_public_key    = file("${path.module}/keys/{lu}.pub")
  default_warehouse = "LOAD_WH"
}
`, "lu", strings.ToLower(user), "user", user, "role", pick([]string{"LOADER", "REPORTER"}))
	return hbxT("trap-variable-reference", "hcl", t)
}

func hbxTRsaPublicKey() Sample {
	var lines []string
	for i := 0; i < 5; i++ {
		lines = append(lines, rnd(alnum+"+/", 64))
	}
	pub := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(alnum+"+/", 20) + strings.Join(lines, "") + rnd(alnum+"+/", 30) + "IDAQAB"
	user := strings.ToUpper(hbxSvc())
	fp := "SHA256:" + rnd(alnum+"+/", 43) + "="
	if rng.IntN(2) == 0 {
		t := hbxFill(`ALTER USER {user} SET RSA_PUBLIC_KEY='{pub}';
DESC USER {user};
-- RSA_PUBLIC_KEY_FP = {fp}`, "user", user, "pub", pub, "fp", fp)
		return hbxT("trap-public-key", "sql", t)
	}
	t := hbxFill("{n}: set the public key on {user}, fingerprint matches: {fp}\nkey pair auth works from the dbt job now, private key stays in the k8s secret", "n", hbxName(), "user", user, "fp", fp)
	return hbxT("trap-key-fingerprint", "chat", t)
}

func hbxTComposeVars() Sample {
	t := `services:
  warehouse:
    image: postgres:16
    environment:
      POSTGRES_USER: ${PG_USER:-analytics}
      POSTGRES_PASSWORD: ${PG_PASSWORD:?set PG_PASSWORD in .env}
  superset:
    image: apache/superset:4.0.2
    environment:
      SUPERSET_SECRET_KEY: ${SUPERSET_SECRET_KEY}
    env_file: .env
`
	return hbxT("trap-env-reference", "yaml", t)
}

func hbxTGhActions() Sample {
	t := hbxFill(`name: dbt-ci
on: [pull_request]
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      SNOWFLAKE_ACCOUNT: {acct}
      SNOWFLAKE_USER: DBT_CI
      SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}
      DBT_CLOUD_API_TOKEN: ${{ secrets.DBT_CLOUD_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - run: pip install dbt-snowflake=={v}
      - run: dbt build --target ci --select state:modified+
`, "acct", hbxSfAccount(), "v", fmt.Sprintf("1.%d.%d", 6+rng.IntN(4), rng.IntN(8)))
	return hbxT("trap-ci-secret-reference", "yaml", t)
}

func hbxTVaultRef() Sample {
	i := rng.IntN(3)
	t := []string{
		"warehouse:\n  user: {user}\n  password: vault:secret/data/dwh/{user}#password\n  host: {host}\n",
		"$ vault kv get -field=password secret/data-platform/{user} | pbcopy\n# then paste into the DataGrip connection, never into slack\n",
		"the {user} password lives in 1Password → vault 'Data Platform' → item '{user} (prod)'. ask {n} for access",
	}[i]
	return hbxT("trap-secret-location", []string{"yaml", "shell", "chat"}[i], hbxFill(t, "user", hbxSvc(), "host", hbxHost(), "n", hbxName()))
}

func hbxTK8sSecretRef() Sample {
	t := hbxFill(`      containers:
        - name: airflow-worker
          image: apache/airflow:2.{m}.{p}-python3.11
          env:
            - name: AIRFLOW__CORE__FERNET_KEY
              valueFrom:
                secretKeyRef:
                  name: airflow-fernet-key
                  key: fernet-key
            - name: AIRFLOW_CONN_WAREHOUSE
              valueFrom:
                secretKeyRef:
                  name: airflow-connections
                  key: warehouse-uri
`, "m", fmt.Sprint(7+rng.IntN(4)), "p", fmt.Sprint(rng.IntN(4)))
	return hbxT("trap-secret-reference", "yaml", t)
}

func hbxTPsqlNoPw() Sample {
	host, user := hbxHost(), hbxSvc()
	t := hbxFill(`$ psql "host={host} port=5432 dbname={db} user={user} sslmode=verify-full"
Password for user {user}:
psql (16.{p})
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

{db}=> select count(*) from {tbl};
  count
---------
 {cnt}
(1 row)
`, "host", host, "db", hbxDB(), "user", user, "p", fmt.Sprint(1+rng.IntN(4)), "tbl", hbxTable(), "cnt", hbxDigits(7))
	return hbxT("trap-prompted-password", "shell", t)
}

func hbxTRedshiftDescribe() Sample {
	id := hbxCo() + "-dwh"
	t := hbxFill(`$ aws redshift describe-clusters --cluster-identifier {id} --query 'Clusters[0].[Endpoint.Address,ClusterNamespaceArn,MasterUsername]'
[
    "{id}.{r}.eu-west-1.redshift.amazonaws.com",
    "arn:aws:redshift:eu-west-1:{acct}:namespace:{ns}",
    "{mu}"
]
`, "id", id, "r", rnd(lower+digits, 12), "acct", hbxDigits(12), "ns", hbxUUID(), "mu", pick([]string{"awsuser", "admin", "dwh_master"}))
	return hbxT("trap-arn", "shell", t)
}

func hbxTAirflowSecretsBackend() Sample {
	t := pick([]string{
		`[secrets]
backend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
backend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables", "region_name": "{reg}"}

[core]
fernet_key_cmd = cat /run/secrets/fernet_key
`,
		`[secrets]
backend = airflow.providers.hashicorp.secrets.vault.VaultBackend
backend_kwargs = {"connections_path": "connections", "mount_point": "airflow", "url": "https://vault.{co}.internal:8200", "auth_type": "kubernetes", "kubernetes_role": "airflow"}
`,
	})
	return hbxT("trap-secrets-backend", "ini", hbxFill(t, "reg", pick([]string{"eu-west-1", "us-east-1"}), "co", hbxCo()))
}

func hbxTDbtPlaceholder() Sample {
	t := hbxFill(`# profiles.yml template from the onboarding wiki – replace the <...> values
{proj}:
  outputs:
    dev:
      type: redshift
      host: {host}
      user: <your_user>
      password: <your_password>
      port: 5439
      dbname: {db}
      schema: dbt_<your_name>
  target: dev
`, "proj", hbxCo(), "host", hbxHost(), "db", hbxDB())
	return hbxT("trap-placeholder", "yaml", t)
}
