package main

import (
	"fmt"
	"strings"
)

// hcfTrapGens are texts of chain data, deploy logs and configs with no secret in them.
func hcfTrapGens() []hcfGen {
	return []hcfGen{
		func() Sample {
			n := hcfNetw()
			t := fmt.Sprintf("%s: tx went through 🎉 https://%s/tx/%s\n%s: gg, what did gas cost?\n%s: like %d gwei", hcfName(), n.scan, hcfH32(), hcfName(), hcfName(), hcfN(1, 60))
			return hcfT("trap-tx-hash", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf(`$ npx hardhat run scripts/deploy.ts --network %s
Deploying contracts with the account: %s
Account balance: %s
Token deployed to: %s
Staking deployed to: %s
Verify with: npx hardhat verify --network %s %s`, hcfNetw().name, hcfAddr(), hcfEth(), hcfAddr(), hcfAddr(), hcfNetw().name, hcfAddr())
			return hcfT("trap-contract-address", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf(`##### %s
✅  [Success] Hash: %s
Contract Address: %s
Block: %s
Paid: 0.%06d ETH (%d gas * %d gwei)

✅ Sequence #1 on %s | Total Paid: 0.%06d ETH
Transactions saved to: broadcast/Deploy.s.sol/%s/run-latest.json`, hcfNetw().id, hcfH32(), hcfAddr(), hcfBlock(), hcfN(1, 999999), hcfN(100000, 4000000), hcfN(1, 40), hcfNetw().id, hcfN(1, 999999), hcfNetw().id)
			return hcfT("trap-tx-hash", "log", t)
		},
		func() Sample {
			t := hcfLines("# copy to .env and fill in", "PRIVATE_KEY="+hcfP("", "0xYOUR_PRIVATE_KEY", "<your-private-key>", "your_private_key_here"),
				"ALCHEMY_API_KEY="+hcfP("", "your_alchemy_key", "<alchemy-key>", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
				"ETHERSCAN_API_KEY="+hcfP("", "YourApiKeyToken", "<etherscan-key>"), "MNEMONIC="+hcfP("\"\"", "\"<twelve words>\"", "\"your twelve word mnemonic here\""))
			return hcfT("trap-env-placeholder", "env", t)
		},
		func() Sample {
			n := hcfNetw()
			t := fmt.Sprintf(`const config: HardhatUserConfig = {
  solidity: "0.8.%d",
  networks: {
    %s: {
      url: process.env.%s_RPC_URL ?? "",
      accounts: process.env.PRIVATE_KEY ? [process.env.PRIVATE_KEY] : [],
    },
  },
  etherscan: { apiKey: process.env.ETHERSCAN_API_KEY },
};`, hcfN(19, 28), n.name, strings.ToUpper(n.name))
			return hcfT("trap-env-reference", "code-ts", t)
		},
		func() Sample {
			t := `[rpc_endpoints]
mainnet = "${MAINNET_RPC_URL}"
sepolia = "${SEPOLIA_RPC_URL}"

[etherscan]
mainnet = { key = "${ETHERSCAN_API_KEY}" }
sepolia = { key = "${ETHERSCAN_API_KEY}", chain = 11155111 }`
			t = fmt.Sprintf("[profile.default]\nsolc = \"0.8.%d\"\noptimizer_runs = %d\n\n", hcfN(20, 28), pick([]int{200, 1000, 20000})) + t
			return hcfT("trap-env-reference", "toml", t)
		},
		func() Sample {
			e := hcfEns()
			t := fmt.Sprintf("%s: send the %s to %s\n%s: resolves to %s, right?\n%s: yep, that's the %s",
				hcfName(), hcfToken(), e, hcfName(), hcfAddr(), hcfName(), hcfP("safe", "multisig", "hw wallet", "treasury"))
			return hcfT("trap-ens-name", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf(`$ cast block latest --rpc-url $ETH_RPC_URL
baseFeePerGas        %d
difficulty           0
gasLimit             30000000
gasUsed              %d
hash                 %s
miner                %s
number               %s
parentHash           %s
stateRoot            %s
timestamp            %d`, hcfN(1000000000, 60000000000), hcfN(5000000, 29000000), hcfH32(), hcfAddr(), hcfBlock(), hcfH32(), hcfH32(), hcfN(1690000000, 1740000000))
			return hcfT("trap-block-hash", "shell", t)
		},
		func() Sample {
			tx := hcfH32()
			t := fmt.Sprintf(`$ cast tx %s
blockHash            %s
blockNumber          %s
from                 %s
gas                  %d
hash                 %s
input                0xa9059cbb000000000000000000000000%s%064x
nonce                %d
to                   %s
value                0`, tx, hcfH32(), hcfBlock(), hcfAddr(), hcfN(21000, 400000), tx, rnd(hexs, 40), hcfN(1, 1<<40), hcfN(0, 5000), hcfAddr())
			return hcfT("trap-tx-hash", "shell", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{
  "transactionHash": "%s",
  "blockHash": "%s",
  "blockNumber": %s,
  "status": 1,
  "logs": [
    {
      "address": "%s",
      "topics": [
        "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
        "0x000000000000000000000000%s",
        "0x000000000000000000000000%s"
      ],
      "data": "0x%064x"
    }
  ]
}`, hcfH32(), hcfH32(), hcfBlock(), hcfAddr(), rnd(hexs, 40), rnd(hexs, 40), hcfN(1, 1<<50))
			return hcfT("trap-receipt", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf(`## Deployments

| Network | Contract | Address |
|---------|----------|---------|
| Ethereum | Vault | %s |
| Arbitrum | Vault | %s |
| Base | Router | %s |

All verified on the explorers. Owner is the %d/%d Safe %s.`, hcfAddr(), hcfAddr(), hcfAddr(), hcfN(2, 3), hcfN(4, 7), hcfAddr())
			return hcfT("trap-contract-address", "markdown", t)
		},
		func() Sample {
			t := fmt.Sprintf("Safe %s (%s)\nthreshold: %d of 4\nowners:\n  - %s (%s)\n  - %s\n  - %s\n  - %s", hcfAddr(), hcfP("eth", "arb1", "base", "oeth"), hcfN(2, 3),
				hcfAddr(), hcfEns(), hcfAddr(), hcfAddr(), hcfAddr())
			return hcfT("trap-address", "yaml", t)
		},
		func() Sample {
			x := "xpub6" + rnd(hcfB58, 106)
			t := fmt.Sprintf("To watch the cold wallet in Sparrow, import this xpub (watch-only, it can't spend):\n%s\nderivation m/84'/0'/0', fingerprint %s", x, rnd(hexs, 8))
			return hcfT("trap-xpub", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("withdrawal sent ✅\naddress: %s\ntxid: %s\namount: 0.%08d BTC\nfee: %d sat/vB", hcfBech32(), rnd(hexs, 64), hcfN(100000, 99999999), hcfN(2, 90))
			return hcfT("trap-btc-txid", "notes", t)
		},
		func() Sample {
			t := fmt.Sprintf("swap landed: https://solscan.io/tx/%s\nwallet %s\nmint %s", rnd(hcfB58, 88), hcfSolPub(), hcfSolPub())
			return hcfT("trap-solana-signature", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf(`{
  "name": "%s #%d",
  "image": "ipfs://Qm%s",
  "animation_url": "ipfs://bafybei%s",
  "attributes": [{"trait_type": "Background", "value": "%s"}]
}`, hcfCap(pick(hcfWords)), hcfN(1, 9999), rnd(hcfB58, 44), rnd("abcdefghijklmnopqrstuvwxyz234567", 52), hcfCap(pick(hcfWords)))
			return hcfT("trap-ipfs-cid", "json", t)
		},
		func() Sample {
			t := fmt.Sprintf(`// SPDX-License-Identifier: MIT
pragma solidity ^0.8.%d;

contract Roles {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    // = 0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6
    bytes32 public constant MERKLE_ROOT = %s;
    address public constant TREASURY = %s;
}`, hcfN(20, 28), hcfH32(), hcfAddr())
			return hcfT("trap-bytes32", "code-sol", t)
		},
		func() Sample {
			t := hcfP("PSA: never type your seed phrase into any website, no matter what the 'support' DM says.",
				"i wrote my 24 words on a steel plate and the backup is in a different city, paranoid but whatever",
				"Lost my recovery phrase, is there any way to recover the wallet if I still have the password? (no, there isn't)",
				"Reminder: MetaMask will never ask for your Secret Recovery Phrase. Anyone who does is a scammer.",
				"if the 12 words were ever on a cloud drive, treat the wallet as burned and move funds")
			return hcfT("trap-seed-talk", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf("%s: rotated the Binance MM keys after the offboarding. New ones are in 1Password under \"%s\", the bot reads them from Vault (%s).",
				hcfName(), hcfP("Binance MM", "Exchange / Binance sub-2", "Bots – Binance"), hcfP("vault:secret/data/bots/binance#api_secret", "kv/bots/binance", "secret/mm/binance"))
			return hcfT("trap-secret-reference", "chat", t)
		},
		func() Sample {
			t := fmt.Sprintf(`%s ORDER NEW    symbol=%sUSDT side=BUY type=LIMIT price=%d.%02d qty=%d orderId=%d clientOrderId=%s
%s ORDER FILLED symbol=%sUSDT orderId=%d tradeId=%d`, hcfClock(), hcfToken(), hcfN(1, 3000), hcfN(0, 99), hcfN(1, 900), hcfN(1000000000, 9999999999), rnd(alnum, 22),
				hcfClock(), hcfToken(), hcfN(1000000000, 9999999999), hcfN(100000000, 999999999))
			return hcfT("trap-order-id", "log", t)
		},
		func() Sample {
			t := fmt.Sprintf("API key label: %s\nRestrictions: Enable Reading, Enable Spot & Margin Trading\nWithdrawals: disabled\nIP access: %s, %s\nCreated: %s", hcfP("grid-bot", "mm-eu", "tax-export"), hcfIP(), hcfIP(), hcfDate())
			return hcfT("trap-key-settings", "notes", t)
		},
		func() Sample {
			k := rnd(alnum, 64)
			t := fmt.Sprintf("apiKey: %s%s%s\nsecret: %s", k[:4], strings.Repeat("*", hcfN(8, 20)), k[60:], hcfP("********", "[REDACTED]", "<hidden>", "••••••••"))
			return hcfT("trap-masked-key", "yaml", t)
		},
		func() Sample {
			t := hcfLines("# public endpoints, no key needed", "MAINNET_RPC="+hcfP("https://ethereum-rpc.publicnode.com", "https://cloudflare-eth.com", "https://rpc.ankr.com/eth"),
				"POLYGON_RPC="+hcfP("https://polygon-rpc.com", "https://polygon-bor-rpc.publicnode.com"), "BASE_RPC=https://mainnet.base.org", "ARB_RPC=https://arb1.arbitrum.io/rpc")
			return hcfT("trap-public-rpc", "env", t)
		},
		func() Sample {
			n := hcfNetw()
			t := fmt.Sprintf("for the tutorial just use https://%s.g.alchemy.com/v2/demo — it's Alchemy's shared demo key, heavily rate-limited, get your own for anything real", n.alchemy)
			return hcfT("trap-demo-key", "chat", t)
		},
		func() Sample {
			n := hcfNetw()
			t := fmt.Sprintf("RPC_URL=https://%s.infura.io/v3/%s\nWS_URL=wss://%s.infura.io/ws/v3/%s", n.infura, hcfP("${INFURA_API_KEY}", "<YOUR-API-KEY>", "$INFURA_KEY"), n.infura, hcfP("${INFURA_API_KEY}", "<YOUR-API-KEY>"))
			return hcfT("trap-env-reference", "env", t)
		},
	}
}
